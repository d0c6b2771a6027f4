// React Aria reads the browser's locale when its i18n module loads: the page's first use of Intl,
// which loads ICU's locale data (tens of ms, the largest single piece of start-up work). main.tsx
// imports this module as a start-up stage of its own, so that work is a task of its own.
export { I18nProvider } from 'react-aria';
