// The public pages' one script (a module of the client build; publicPages.tsx names it with
// `blocking="render"`, so it runs once the page is parsed and before its first paint). From the page's
// data block (publicPageData.ts) it sets the visitor's theme, writes a blog page's dates in the
// reader's time zone, and hands a rendered /login over to the app.
import { PUBLIC_PAGE_DATA_ID, type PublicPageData } from './publicPageData';

const data = JSON.parse(document.getElementById(PUBLIC_PAGE_DATA_ID)?.textContent ?? '{}') as PublicPageData;

/**
 * The brand and mode the visitor's browser keeps (as the app's theme machine reads them: the stored
 * choice, else the system's), on <html>, where every themed colour is a CSS variable of
 * `[data-brand][data-color-scheme]`.
 */
function applyTheme({ modeKey, brandKey, brands }: PublicPageData['theme']) {
  const root = document.documentElement;
  let mode: string | null = null;
  let brand: string | null = null;
  try {
    mode = localStorage.getItem(modeKey);
    brand = localStorage.getItem(brandKey);
  } catch {
    // Storage refused (a browser's privacy setting): the page's defaults.
  }
  if (brand !== null && brands.includes(brand)) root.setAttribute('data-brand', brand);
  const dark = window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  root.setAttribute(
    'data-color-scheme',
    mode === 'light' || mode === 'dark' ? mode : dark ? 'dark' : 'light',
  );
}

/**
 * A post's date is the day it was published in the reader's time zone, which only the browser knows:
 * the page is rendered with the UTC date, and each one is written again from its `datetime`.
 */
function writeReaderDates({ locale, options }: NonNullable<PublicPageData['dates']>) {
  const format = new Intl.DateTimeFormat(locale, options);
  for (const time of document.querySelectorAll('time[data-reader-date]')) {
    const date = new Date(time.getAttribute('datetime') ?? '');
    if (!Number.isNaN(date.getTime())) time.textContent = format.format(date);
  }
}

/**
 * The server-rendered sign-in form (`data-prerendered="login"` on #root) shows, and takes typing, before
 * the app's script has run; React's first render then replaces its markup with its own. The hand-over
 * loses nothing:
 * - a submit before the app runs (Enter, the button) stays in the page and is remembered;
 * - when React's markup replaces the form, in the same task (before the next paint), each field gets
 *   what was typed into its predecessor (set as typing does: the native setter, then an input event,
 *   which React's onChange listens to), the field that had the caret gets it back where it was, and a
 *   remembered submit is sent again once React has rendered those values;
 * - the app's script and its start-up chunks are requested after the first paint: on a slow line the
 *   page's own text, styles and font come first, and the script then has the line to itself.
 * The form's `method="post"` (LoginScreen) keeps the password out of any URL even if this never ran.
 */
function takeOverPrerenderedLogin(app: NonNullable<PublicPageData['app']>) {
  const root = document.getElementById('root');
  if (!root) return;
  const load = () => {
    for (const href of app.preloads)
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: app.entry }));
  };
  // After the frame that paints the page; at once in a tab that is not shown (it paints no frames).
  if (document.visibilityState === 'hidden') load();
  else requestAnimationFrame(() => setTimeout(load, 0));
  const fields = [...root.querySelectorAll<HTMLInputElement>('input[name]')];
  let submitted = false;
  let focused: HTMLInputElement | null = fields.find((field) => field === document.activeElement) ?? null;
  const onSubmit = (event: Event) => {
    event.preventDefault();
    submitted = true;
  };
  // The field with the caret, as focus moves to another element (the button, a link). A focusout to
  // nothing is not counted: the form's removal (React replacing it) is one.
  const onFocus = (event: FocusEvent) => {
    if (event.type === 'focusin') focused = fields.find((field) => field === event.target) ?? null;
    else if (event.relatedTarget !== null) focused = null;
  };
  root.addEventListener('submit', onSubmit, true);
  root.addEventListener('focusin', onFocus);
  root.addEventListener('focusout', onFocus);
  const observer = new MutationObserver(() => {
    if (fields.some((field) => field.isConnected)) return;
    observer.disconnect();
    root.removeEventListener('submit', onSubmit, true);
    root.removeEventListener('focusin', onFocus);
    root.removeEventListener('focusout', onFocus);
    root.removeAttribute('data-prerendered');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    for (const old of fields) {
      const field = [...root.querySelectorAll<HTMLInputElement>('input[name]')].find(
        (f) => f.name === old.name,
      );
      if (!field) continue;
      if (old.value !== '' && field.value !== old.value) {
        setValue?.call(field, old.value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      if (old === focused) {
        field.focus();
        // Not every input type has a caret position (e-mail fields do not).
        if (old.selectionStart !== null && old.selectionEnd !== null)
          field.setSelectionRange(old.selectionStart, old.selectionEnd);
      }
    }
    if (submitted) setTimeout(() => root.querySelector('form')?.requestSubmit(), 0);
  });
  observer.observe(root, { childList: true });
}

if (data.theme) applyTheme(data.theme);
if (data.dates) writeReaderDates(data.dates);
if (data.app) takeOverPrerenderedLogin(data.app);
