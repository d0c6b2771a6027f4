import { useActorRef } from '@xstate/react';
import { type Context, createContext, type ReactNode, useContext } from 'react';
import type { ActorOptions, ActorRefFrom, AnyStateMachine, SnapshotFrom } from 'xstate';

/**
 * One React context per machine: `<MachineProvider of={X}>` runs the actor, `useMachineActor(X)`
 * returns its ref and a `MachineSelectorHook` subscribes to one slice (so a change
 * re-renders only what shows it). Outside the provider the hooks throw
 * `useX must be used within XProvider`.
 */
export interface MachineContext<TLogic extends AnyStateMachine> {
  name: string;
  Context: Context<ActorRefFrom<TLogic> | null>;
}

export function createMachineContext<TLogic extends AnyStateMachine>(name: string): MachineContext<TLogic> {
  const Context = createContext<ActorRefFrom<TLogic> | null>(null);
  Context.displayName = `${name}Provider`;
  return { name, Context };
}

export function MachineProvider<TLogic extends AnyStateMachine>({
  of,
  logic,
  options,
  children,
}: {
  of: MachineContext<TLogic>;
  /** The machine with its implementations `.provide()`d. */
  logic: TLogic;
  options?: ActorOptions<TLogic>;
  children: ReactNode;
}) {
  const actorRef = useActorRef(logic, options) as ActorRefFrom<TLogic>;
  return <of.Context.Provider value={actorRef}>{children}</of.Context.Provider>;
}

export function useMachineActor<TLogic extends AnyStateMachine>(
  of: MachineContext<TLogic>,
): ActorRefFrom<TLogic> {
  const actorRef = useContext(of.Context);
  if (!actorRef) throw new Error(`use${of.name} must be used within ${of.name}Provider`);
  return actorRef;
}

/** The shape of every `useXSelector` hook: one slice of the machine's snapshot (`useSelector` on its actor). */
export type MachineSelectorHook<TLogic extends AnyStateMachine> = <T>(
  selector: (snapshot: SnapshotFrom<TLogic>) => T,
  compare?: (a: T, b: T) => boolean,
) => T;
