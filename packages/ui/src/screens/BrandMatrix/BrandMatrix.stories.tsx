import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { brandMatrixCellIds, brandMatrixCells, brandMatrixParameters } from '../brandMatrixParameters';
import { ChatScreen } from '../Chat';
import { CHAT_BLOCK_KEYS } from '../Chat/Chat';
import { companies, conversation, demoScript, previewFacts, stores } from '../fixtures';
import { LoginScreen } from '../Login';

/**
 * Designers' page: each key screen in all seven brands (columns) x light and dark (rows). Every other
 * screen's and component's matrix is beside it under Brand Matrix/ (each screen's `.matrix.stories.tsx`).
 */
const meta = {
  title: 'Brand Matrix/Key screens',
  parameters: {
    layout: 'fullscreen',
    ...brandMatrixParameters,
  },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const cells = async (canvasElement: HTMLElement) => {
  const all = brandMatrixCells(canvasElement);
  await expect(all.map((c) => c.getAttribute('data-matrix-cell'))).toEqual(brandMatrixCellIds);
  return all;
};

export const Login: Story = {
  parameters: {},
  render: () => (
    <LoginScreen
      state={{ status: 'error', error: { kind: 'loginFailed' } }}
      onSubmit={fn()}
      demoMessages={demoScript}
      defaultEmail="staff@storeops.test"
      timeZone="UTC"
      locale="en-US"
    />
  ),
  play: async ({ canvasElement }) => {
    const all = await cells(canvasElement);
    await expect(all).toHaveLength(14);
    for (const cell of all) {
      await expect(cell.querySelector('[role="alert"]')).toHaveTextContent('Login failed, please try again.');
    }
    // Each brand recolours the primary button: 7 brands give 7 distinct fills per mode.
    const fills = (mode: string) =>
      new Set(
        all
          .filter((c) => c.getAttribute('data-matrix-cell')?.endsWith(mode))
          .map((c) => getComputedStyle(c.querySelector('button[type="submit"]')!).backgroundColor),
      );
    await expect(fills('/light').size).toBe(7);
    await expect(fills('/dark').size).toBe(7);
    // ...and the mark beside the product's name, and the product beside the form.
    const tiles = new Set<string>();
    for (const cell of all) {
      await expect(cell.querySelector('[data-part="masthead"]')).toHaveTextContent(/^Store Ops$/);
      const tile = cell.querySelector(
        '[data-part="masthead"] [data-component="BrandMark"] [data-role="accent"]',
      );
      tiles.add(getComputedStyle(tile!).fill);
      await expect(cell.querySelector('[data-part="product"] h2')).toHaveTextContent(
        'Every store-day, reported and talked through',
      );
    }
    await expect(tiles.size).toBe(14);
  },
};

export const Chat: Story = {
  render: () => (
    <div style={{ height: 640 }}>
      <ChatScreen
        messages={conversation.slice(0, 2)}
        isProcessing={false}
        onSend={fn()}
        context={{ status: 'ready', preview: previewFacts }}
        contextSource="report"
        onContextSourceChange={fn()}
        manualContext=""
        onManualContextChange={fn()}
        selectedBlocks={[...CHAT_BLOCK_KEYS]}
        onSelectedBlocksChange={fn()}
        defaultOptionsOpen
        selector={{
          isAdmin: true,
          companies,
          stores,
          selectedCompany: '1',
          selectedStore: '11',
          selectedDate: '2026-11-20',
          onCompanyChange: fn(),
          onStoreChange: fn(),
          onDateChange: fn(),
        }}
        timeZone="UTC"
        locale="en-US"
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const all = await cells(canvasElement);
    for (const cell of all) {
      await expect(
        cell.querySelectorAll('[data-author="user"] article, article[data-author="user"]'),
      ).toHaveLength(1);
      await expect(cell.querySelector('[data-fact="size"] dd')).toHaveTextContent('18.4 KB');
    }
  },
};
