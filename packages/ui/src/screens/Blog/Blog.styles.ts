import styled, { css } from 'styled-components';
import { AppLink } from '../navigation';

/** The header's fixed height: the main area's min-height subtracts it (see `Main`). */
const HEADER_HEIGHT = '3.5rem';

/** One centred column for the header, the page and the footer, so their edges line up. */
const column = css`
  width: 100%;
  max-width: 46rem;
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space[4]};
`;

const focusVisible = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

export const PageRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.fg};
  font-family: ${({ theme }) => theme.typography.fontFamily.sans};
`;

export const Header = styled.header`
  box-sizing: border-box;
  height: ${HEADER_HEIGHT};
  flex: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};

  > div {
    ${column}
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space[4]};
    height: 100%;
  }
  a {
    white-space: nowrap;
    ${focusVisible}
  }
`;

/** Styled through `className`, which every router link adapter passes on (NavLinkProps). */
export const ProductLink = styled(AppLink)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.fg};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  text-decoration: none;
`;

export const SignInLink = styled(AppLink)`
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
  text-underline-offset: 3px;
`;

/**
 * The page between header and footer. At least a viewport tall less the header, so the footer starts
 * below the first screen in every state: content replacing the spinner moves nothing that was visible
 * (cumulative layout shift 0).
 */
export const Main = styled.main`
  ${column}
  flex: 1 0 auto;
  min-height: calc(100vh - ${HEADER_HEIGHT});
  padding-block: ${({ theme }) => `${theme.space[8]} ${theme.space[12]}`};
`;

export const Footer = styled.footer`
  flex: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgSubtle};

  > div {
    ${column}
    padding-block: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.typography.fontSize.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    text-underline-offset: 3px;
    ${focusVisible}
  }
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.fontSize.xxl};
  font-weight: ${({ theme }) => theme.typography.fontWeight.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight.tight};
  letter-spacing: -0.01em;
  overflow-wrap: anywhere;
`;

export const Intro = styled.p`
  margin: ${({ theme }) => `${theme.space[2]} 0 ${theme.space[8]}`};
  color: ${({ theme }) => theme.colors.fgMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.lg};
`;

/** A spinner and its text where content will be. */
export const Pending = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[10]} 0;
`;

export const PostList = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    padding-block: ${({ theme }) => theme.space[6]};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:last-child {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  article {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.fontSize.xl};
    font-weight: ${({ theme }) => theme.typography.fontWeight.semibold};
    line-height: ${({ theme }) => theme.typography.lineHeight.tight};
    overflow-wrap: anywhere;
  }
  h2 a {
    color: ${({ theme }) => theme.colors.fg};
    text-decoration: none;
    ${focusVisible}
  }
  h2 a:hover {
    color: ${({ theme }) => theme.colors.accentText};
    text-decoration: underline;
    text-underline-offset: 3px;
  }
  p {
    margin: 0;
    max-width: 70ch;
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
    overflow-wrap: anywhere;
  }
`;

export const PostDate = styled.time`
  color: ${({ theme }) => theme.colors.fgMuted};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};
`;

export const BackLink = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[6]};
  font-size: ${({ theme }) => theme.typography.fontSize.sm};

  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.typography.fontWeight.medium};
    text-underline-offset: 3px;
    ${focusVisible}
  }
`;

/** A post's typography: a readable measure, roomy lines, the body a step larger than the UI text. */
export const postText = css`
  max-width: 70ch;

  [data-component='Markdown'] {
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
    line-height: ${({ theme }) => theme.typography.lineHeight.relaxed};
  }
  [data-component='Markdown'] :is(p, ul, ol, pre, table, blockquote) {
    margin-bottom: ${({ theme }) => theme.space[5]};
  }
  [data-component='Markdown'] h2 {
    margin-top: ${({ theme }) => theme.space[8]};
  }
`;

export const Article = styled.article`
  ${postText}

  > header {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[2]};
    margin-bottom: ${({ theme }) => theme.space[8]};
  }
`;

export const NotFound = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.fgMuted};
    font-size: ${({ theme }) => theme.typography.fontSize.lg};
  }
`;
