import styled from 'styled-components';

export const Page = styled.main`
  display: flex;
  flex-direction: column;
  /* The whole pane: a grid that fills it ends at the window's bottom. */
  flex: 1 0 auto;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  color: ${({ theme }) => theme.colors.fg};
  font-family: ${({ theme }) => theme.typography.fontFamily.sans};
`;

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

/** A line in the middle of a screen's body: a spinner and what is loading. */
export const Centered = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.fgMuted};
`;

/** What a save or delete did, in words: success, or `data-tone="error"`. */
export const Notice = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.successText};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  &[data-tone='error'] {
    color: ${({ theme }) => theme.colors.dangerText};
  }
`;

export const Banner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.dangerText};
  font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
`;

export const DialogText = styled.p`
  margin: 0;
  line-height: ${({ theme }) => theme.typography.lineHeight.normal};
`;

export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[2]};
`;

export const FormGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const RowActionsBox = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  height: 100%;

  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    padding: 0 ${({ theme }) => theme.space[1]};
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 1px;
  }
`;
