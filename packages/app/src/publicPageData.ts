// What a public page (publicPages.tsx) tells its script (publicPage.ts): a JSON data block, which is
// data and never runs, so the script is a module of the build and the page needs no inline script.

/** The id of the page's data block (`<script type="application/json">`). */
export const PUBLIC_PAGE_DATA_ID = 'page-data';

export interface PublicPageData {
  /** Where the app's theme machine keeps the visitor's mode and brand, and the brands there are. */
  theme: { modeKey: string; brandKey: string; brands: readonly string[] };
  /** A blog page: its dates are written as the reader's day in this format. */
  dates?: { locale: string; options: Intl.DateTimeFormatOptions };
  /** The rendered /login: the app's entry and start-up chunks, which take the page over. */
  app?: { entry: string; preloads: readonly string[] };
}
