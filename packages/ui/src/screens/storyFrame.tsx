import type { Decorator } from '@storybook/react-vite';

/**
 * A screen's stories decorator: the screen in a frame `parameters.frameWidth` px wide (a phone's, in a
 * story that says so), else the whole width. Shared by a screen's stories file and its Brand Matrix.
 */
export const withFrame: Decorator = (Story, { parameters }) => (
  <div data-part="frame" style={{ width: (parameters.frameWidth as number | undefined) ?? '100%' }}>
    <Story />
  </div>
);
