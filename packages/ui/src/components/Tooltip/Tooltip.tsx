import { type ReactElement, type ReactNode, useEffect, useState } from 'react';
import { TooltipTrigger } from 'react-aria-components';
import { Arrow, TooltipBubble } from './Tooltip.styles';

export interface TooltipProps {
  /** Tooltip text. */
  content: ReactNode;
  /** The trigger: a focusable React Aria element such as Button or IconButton. */
  children: ReactElement;
  placement?: 'top' | 'bottom' | 'left' | 'right';
  /** Hover delay in ms (default 600; focus shows at once). */
  delay?: number;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/** A short hint on hover and keyboard focus; Escape hides it. */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 600,
  isOpen,
  onOpenChange,
}: TooltipProps) {
  // The trigger ref is only set after the first commit; a tooltip controlled open from the first
  // render would have nothing to anchor to, so open it one effect later.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const controlled = isOpen !== undefined ? { isOpen: mounted && isOpen } : {};
  return (
    <TooltipTrigger delay={delay} onOpenChange={onOpenChange} {...controlled}>
      {children}
      <TooltipBubble placement={placement} offset={4} data-component="Tooltip">
        <Arrow>
          <svg width={8} height={8} viewBox="0 0 8 8" aria-hidden="true">
            <path d="M0 0 L4 4 L8 0" />
          </svg>
        </Arrow>
        {content}
      </TooltipBubble>
    </TooltipTrigger>
  );
}
