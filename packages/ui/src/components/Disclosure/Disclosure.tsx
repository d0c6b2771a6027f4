import type { ReactNode } from 'react';
import type { DisclosureProps as AriaDisclosureProps } from 'react-aria-components';
import { icons } from '../IconButton';
import { DisclosureRoot, Heading, Panel, Trigger } from './Disclosure.styles';

export interface DisclosureProps extends Omit<AriaDisclosureProps, 'children' | 'className' | 'style'> {
  /** The always-visible trigger text (e.g. `Data Grids`). */
  title: ReactNode;
  children: ReactNode;
  /** Heading level of the trigger (default 3). */
  headingLevel?: 2 | 3 | 4;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** A collapsible section: a heading button toggling a panel (Enter/Space). */
export function Disclosure({ title, children, headingLevel = 3, ...rest }: DisclosureProps) {
  return (
    <DisclosureRoot data-component="Disclosure" {...rest}>
      <Heading as={`h${headingLevel}`}>
        <Trigger slot="trigger">
          <span>{title}</span>
          {icons.chevronDown}
        </Trigger>
      </Heading>
      <Panel>{children}</Panel>
    </DisclosureRoot>
  );
}
