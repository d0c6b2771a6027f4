import { useEffect } from 'react';

/**
 * Sets the document's `<title>` and meta description while the calling screen is shown (the public
 * blog's pages: each says what it is in a tab, a bookmark and a search result), and puts back what
 * was there before when it goes.
 */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const before = { title: document.title, description: meta?.content };
    document.title = title;
    if (meta) meta.content = description;
    return () => {
      document.title = before.title;
      if (meta && before.description !== undefined) meta.content = before.description;
    };
  }, [title, description]);
}
