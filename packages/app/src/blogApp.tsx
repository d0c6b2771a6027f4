import { BrowserRouter, Route, Routes } from 'react-router';
import { ThemeProvider } from './providers/theme';
import BlogRoute from './routes/BlogRoute';

/** The public blog's pages on the brand theme (src/blog.tsx renders it). */
export function BlogApp() {
  return (
    <ThemeProvider>
      <BrowserRouter>
        <Routes>
          <Route path="/blog" element={<BlogRoute />} />
          <Route path="/blog/:slug" element={<BlogRoute />} />
        </Routes>
      </BrowserRouter>
    </ThemeProvider>
  );
}
