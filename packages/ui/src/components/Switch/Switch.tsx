import type { ReactNode } from 'react';
import type { SwitchProps as AriaSwitchProps } from 'react-aria-components';
import { SwitchRoot } from './Switch.styles';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  children?: ReactNode;
  className?: string;
  [dataAttr: `data-${string}`]: string | undefined;
}

/** An on/off toggle (React Aria Switch). */
export function Switch({ children, ...rest }: SwitchProps) {
  return (
    <SwitchRoot data-component="Switch" {...rest}>
      <span className="so-track" aria-hidden="true">
        <span className="so-thumb" />
      </span>
      {children}
    </SwitchRoot>
  );
}
