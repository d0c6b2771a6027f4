import { useId } from 'react';
import styled from 'styled-components';
import { AppLink, type NavigationProps } from '../navigation';
import { tocStrings as s } from './strings';

export interface TocScreenProps extends NavigationProps {
  /** An administrator sees the data grids; anyone else the pages they may open. */
  isAdmin: boolean;
}

const Page = styled.main`
  max-width: 48rem;
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.fg};

  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space[6]};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[3]};
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    padding: ${({ theme }) => theme.space[4]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
  li p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

/**
 * `/toc`: for an administrator Users, Employees, Companies and Stores, each with a description and a
 * link; for anyone else the pages they may open.
 */
export function TocScreen({ isAdmin, LinkComponent, onNavigate }: TocScreenProps) {
  const uid = useId();
  const entries = isAdmin ? s.entries : s.userEntries;
  return (
    <Page
      data-component="TocScreen"
      data-audience={isAdmin ? 'admin' : 'user'}
      aria-labelledby={`${uid}-toc-title`}
    >
      <h1 id={`${uid}-toc-title`}>{s.title}</h1>
      <p>{isAdmin ? s.intro : s.userIntro}</p>
      <ul>
        {entries.map((e) => (
          <li key={e.href} data-entry={e.name}>
            <h2>{e.name}</h2>
            <p>{e.description}</p>
            <AppLink href={e.href} LinkComponent={LinkComponent} onNavigate={onNavigate}>
              {s.open(e.name)}
            </AppLink>
          </li>
        ))}
      </ul>
    </Page>
  );
}
