import { useEffect } from 'react';

/**
 * Sets the document's `<title>` (and meta description, when given) while the calling screen is shown:
 * each page says what it is in a tab, a bookmark and a search result; what was there before comes
 * back when it goes.
 */
export function usePageMeta(title: string, description?: string) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = { title: document.title, description: meta?.content };
    document.title = title;
    if (meta && description !== undefined) meta.content = description;
    return () => {
      document.title = before.title;
      if (meta && before.description !== undefined) meta.content = before.description;
    };
  }, [title, description]);
}
