import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  globalTypes: {
    brand: {
      description: 'Brand theme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'professional-blue', title: 'Professional Blue' },
          { value: 'modern-purple', title: 'Modern Purple' },
          { value: 'warm-orange', title: 'Warm Orange' },
          { value: 'corporate-gray', title: 'Corporate Gray' },
          { value: 'tech-teal', title: 'Tech Teal' },
          { value: 'franchise', title: 'Franchise' },
        ],
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Light or dark mode',
      toolbar: {
        title: 'Mode',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default', mode: 'light' },
};

export default preview;
