import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { ActorOptions, ActorRefFrom, AnyStateMachine, SnapshotFrom } from 'xstate';

/**
 * One React context per machine: `<XProvider>` runs the actor, `useX()` returns its ref and
 * `useXSelector(selector)` subscribes to one slice (so a change re-renders only what shows it).
 * Outside the provider the hooks throw `useX must be used within XProvider` (spec section 8).
 */
export function createMachineProvider<TLogic extends AnyStateMachine>(name: string, logic: TLogic) {
  const Context = createContext<ActorRefFrom<TLogic> | null>(null);
  Context.displayName = name;

  function Provider({
    children,
    logic: override,
    options,
  }: {
    children: ReactNode;
    /** The machine with its implementations `.provide()`d (default: the module's machine). */
    logic?: TLogic;
    options?: ActorOptions<TLogic>;
  }) {
    const actorRef = useActorRef(override ?? logic, options) as ActorRefFrom<TLogic>;
    return <Context.Provider value={actorRef}>{children}</Context.Provider>;
  }
  Provider.displayName = `${name}Provider`;

  function useActor(hookName = `use${name}`): ActorRefFrom<TLogic> {
    const actorRef = useContext(Context);
    if (!actorRef) throw new Error(`${hookName} must be used within ${name}Provider`);
    return actorRef;
  }

  function useActorSelector<T>(
    selector: (snapshot: SnapshotFrom<TLogic>) => T,
    compare?: (a: T, b: T) => boolean,
    hookName = `use${name}`,
  ): T {
    return useSelector(useActor(hookName), selector as (s: unknown) => T, compare);
  }

  return { Provider, useActor, useActorSelector, Context };
}
