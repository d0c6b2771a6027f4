import styled from 'styled-components';

/**
 * The header bar. The breakpoint from which a permanent sidebar takes over the menu button and the
 * badge comes in as a prop (a media query cannot read a CSS variable); one class per breakpoint.
 */
export const HeaderRoot = styled.header<{ $sidebarFrom?: number }>`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};

  [data-part='menu'] {
    flex: none;
    min-width: 2.75rem;
    min-height: 2.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  [data-part='brand'] {
    flex: none;
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
  [data-part='impersonation-badge-header'] {
    min-width: 0;
    margin-left: auto;
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
    /* A long e-mail wraps inside the badge instead of widening the page. */
    white-space: normal;
    overflow-wrap: anywhere;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  ${({ $sidebarFrom }) =>
    $sidebarFrom === undefined
      ? ''
      : `@media (min-width: ${$sidebarFrom}px) {
    [data-part='menu'],
    [data-part='impersonation-badge-header'] {
      display: none;
    }
  }`}
`;
