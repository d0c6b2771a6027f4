import styled, { keyframes } from 'styled-components';

export const GridFrame = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  /* Filling its container: the grid takes the height the toolbar leaves. */
  &[data-height='fill'] {
    flex: 1 1 auto;
    min-height: 0;
    > [data-part='grid'] {
      /* 320 px where the container sets no height (a story, a page that scrolls), more where it does. */
      flex: 1 0 320px;
      height: 320px;
    }
  }
  color: ${({ theme }) => theme.colors.fg};
  font-family: ${({ theme }) => theme.typography.fontFamily.sans};

  /* An edited, not yet saved cell: a tinted fill plus an inset bar, so it is not colour alone. */
  .so-cell-dirty {
    background-color: ${({ theme }) => theme.colors.warningSubtle};
    box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.warningText};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

export const ToolbarGroup = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};

  &:empty {
    display: none;
  }
`;

export const Status = styled.span`
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
  color: ${({ theme }) => theme.colors.fgMuted};

  &[data-dirty] {
    color: ${({ theme }) => theme.colors.warningText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  }
`;

export const Grid = styled.div`
  width: 100%;
`;

const spin = keyframes`to { transform: rotate(360deg); }`;

export const OverlayBox = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.fg};
  font-size: ${({ theme }) => theme.typography.fontSize.md};

  &[data-overlay='error'] {
    color: ${({ theme }) => theme.colors.dangerText};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.danger};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
  }

  .so-grid-spinner {
    width: 16px;
    height: 16px;
    border-radius: 50%;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-top-color: ${({ theme }) => theme.colors.accent};
    animation: ${spin} 0.8s linear infinite;
  }

  ${({ theme }) => theme.media.reducedMotion} {
    .so-grid-spinner {
      animation: none;
    }
  }
`;
