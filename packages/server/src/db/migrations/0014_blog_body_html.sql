-- A post's body as its page shows it (sanitized HTML, one element per top-level block), rendered once
-- when the post is saved, so a read renders no Markdown. body_html_renderer names the build's renderer
-- that made it: a post saved before this column, or under another build, is rendered again once, off
-- the event loop, by its next read.
ALTER TABLE blog_posts ADD COLUMN body_html text[];
ALTER TABLE blog_posts ADD COLUMN body_html_renderer text;
