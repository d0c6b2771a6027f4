import styled from 'styled-components';

/**
 * The screen answers to its own width, not the window's (the Brand Matrix lays it out at 1280 and at
 * 375 px in one window).
 */
export const Root = styled.div`
  container: login / inline-size;
  display: flex;
  flex-direction: column;
  min-height: 100%;
`;

const wide = '@container login (min-width: 900px)';

/**
 * One column on a phone in reading order (mark and name, form, product, demo); from `md` the form on the
 * left under the mark and name, the product and the demo chat beside it.
 */
export const Layout = styled.main`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;
  align-content: start;
  flex: 1;
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.fg};

  ${wide} {
    grid-template-columns: minmax(20rem, 26rem) minmax(0, 1fr);
    grid-template-rows: auto auto 1fr;
    grid-template-areas:
      'masthead masthead'
      'card product'
      'card demo';
    gap: ${({ theme }) => theme.space[6]};
    padding: ${({ theme }) => theme.space[8]};

    > [data-part='masthead'] {
      grid-area: masthead;
    }
    > [data-part='card'] {
      grid-area: card;
    }
    > [data-part='product'] {
      grid-area: product;
    }
    > [data-part='demo'] {
      grid-area: demo;
    }
  }
`;

/** The brand's mark and the product's name, at the top of the page at every width. */
export const Masthead = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const ProductName = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
`;

/** What the product does and for whom, on the brand's tint. */
export const Product = styled.section`
  min-width: 0;
  padding: ${({ theme }) => `${theme.space[4]} ${theme.space[5]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSubtle};

  ${wide} {
    padding: ${({ theme }) => theme.space[6]};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space[2]};
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space[3]};
  }
  p:last-child {
    margin: 0;
    color: ${({ theme }) => theme.colors.fgMuted};
  }
`;

export const ReportParts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
  padding: 0;
  list-style: none;
`;

export const Card = styled.section`
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};

  form {
    display: grid;
    gap: ${({ theme }) => theme.space[4]};
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xxl};
`;

export const Subtitle = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.fgMuted};
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerSubtle};
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** A notice that is not an error (the session ended): info colours, announced politely. */
export const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.info};
  background: ${({ theme }) => theme.colors.infoSubtle};
  color: ${({ theme }) => theme.colors.infoText};
`;

export const Demo = styled.aside`
  min-width: 0;
`;
