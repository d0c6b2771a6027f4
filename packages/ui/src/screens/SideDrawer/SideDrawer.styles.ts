import styled from 'styled-components';
import { visuallyHidden } from '../../components/shared/styles';

export const Nav = styled.nav`
  padding: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.fg};

  ul {
    display: grid;
    gap: ${({ theme }) => theme.space[0.5]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul.nested {
    padding-left: ${({ theme }) => theme.space[4]};
    margin-top: ${({ theme }) => theme.space[0.5]};
  }
  .item {
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    width: 100%;
    min-height: 2.75rem;
    justify-content: center;
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: none;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.fg};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  .item:hover,
  .item[data-hovered] {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  .item:focus-visible,
  .item[data-focus-visible] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: -2px;
  }
  .item[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accentSubtle};
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  /* The Data Grids heading while its disclosure loads: the trigger's place and text. */
  h2.pending {
    margin: 0;
    min-height: 40px;
    font-size: ${({ theme }) => theme.typography.fontSize.md};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    cursor: default;
  }
  .row {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[2]};
    align-self: stretch;
  }
  .visually-hidden {
    ${visuallyHidden}
  }
  .subtitle {
    font-size: ${({ theme }) => theme.typography.fontSize.xs};
    color: ${({ theme }) => theme.colors.fgMuted};
  }
  [data-part='impersonation-badge'] {
    display: block;
    margin: 0 0 ${({ theme }) => theme.space[2]};
    white-space: normal;
    overflow-wrap: anywhere;
    /* A long e-mail wraps to two lines: rounded corners, not a pill stretched into an oval. */
    border-radius: ${({ theme }) => theme.radii.md};
  }
  .item[data-variant='warning'] .label {
    color: ${({ theme }) => theme.colors.warningText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;
