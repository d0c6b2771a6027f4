import { useId } from 'react';
import styled from 'styled-components';
import { AppLink, type NavigationProps } from '../navigation';
import { notAvailableStrings as s } from './strings';

export interface NotAvailableScreenProps extends NavigationProps {
  /** The screen's name, e.g. `Dashboard`. */
  title: string;
  /** Where the back link goes (default `/`, the assistant). */
  backHref?: string;
}

const Page = styled.main`
  max-width: 40rem;
  padding: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.fg};

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  }
  .status {
    display: inline-block;
    margin: ${({ theme }) => theme.space[2]} 0 ${({ theme }) => theme.space[4]};
    padding: ${({ theme }) => `${theme.space[0.5]} ${theme.space[2]}`};
    border-radius: ${({ theme }) => theme.radii.full};
    background: ${({ theme }) => theme.colors.infoSubtle};
    color: ${({ theme }) => theme.colors.infoText};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[4]};
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/** An honest placeholder for routed screens whose content is a later issue (dashboard, reports, ...). */
export function NotAvailableScreen({
  title,
  backHref = '/',
  LinkComponent,
  onNavigate,
}: NotAvailableScreenProps) {
  const uid = useId();
  return (
    <Page data-component="NotAvailableScreen" aria-labelledby={`${uid}-not-available-title`}>
      <h1 id={`${uid}-not-available-title`}>{title}</h1>
      <span className="status">{s.heading}</span>
      <p>{s.body(title)}</p>
      <AppLink href={backHref} LinkComponent={LinkComponent} onNavigate={onNavigate}>
        {s.back}
      </AppLink>
    </Page>
  );
}
