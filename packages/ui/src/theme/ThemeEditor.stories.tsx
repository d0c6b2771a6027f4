import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { brandMatrixParameters } from '../screens/brandMatrixParameters';
import { ChatScreen } from '../screens/Chat';
import { CHAT_BLOCK_KEYS } from '../screens/Chat/Chat';
import { companies, conversation, demoScript, previewFacts, stores } from '../screens/fixtures';
import { LoginScreen } from '../screens/Login';
import { ThemeEditor } from './editor/ThemeEditor';

/** The key screens a brand is judged by: the sign-in page and the chat with its options open. */
function KeyScreens() {
  return (
    <>
      <LoginScreen
        state={{ status: 'idle' }}
        onSubmit={fn()}
        demoMessages={demoScript}
        defaultEmail="staff@storeops.test"
        timeZone="UTC"
        locale="en-US"
      />
      {/* layout containment: the chat's fixed input bar stays inside its box */}
      <div style={{ height: 640, overflow: 'hidden', contain: 'layout paint' }}>
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
    </>
  );
}

const meta = {
  title: 'Theme/Theme editor',
  component: ThemeEditor,
  // Two whole pages per preview repeat their landmarks, as in a Brand Matrix: the same three rules off.
  parameters: { layout: 'fullscreen', a11y: brandMatrixParameters.a11y },
  args: { renderPreview: () => <KeyScreens />, copy: fn(async () => {}) },
} satisfies Meta<typeof ThemeEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The sign-in button's fill in one scheme's preview. */
const submitFill = (canvasElement: HTMLElement, mode: string) =>
  getComputedStyle(
    within(canvasElement.querySelector<HTMLElement>(`[data-preview="${mode}"]`)!).getByRole('button', {
      name: 'Sign in',
    }),
  ).backgroundColor;

/** A designer tries a dark blue and an amber: the screens recolour, the amber is flagged, bad input kept out. */
export const Editing: Story = {
  parameters: {
    visual: {
      skip: 'the key screens beside the editor settle at one of two heights from run to run: unstable here',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const primary = canvas.getByRole('textbox', { name: 'Primary colour' });
    // Pasted, not typed: each keystroke re-renders four whole screens.
    await userEvent.clear(primary);
    await userEvent.paste('#0d47a1');
    // #0d47a1 carries white text at over 8:1, so the light fill is the colour itself.
    await waitFor(() => expect(submitFill(canvasElement, 'light')).toBe('rgb(13, 71, 161)'));

    await userEvent.type(primary, '{Backspace}');
    await expect(canvas.getByText('Enter a colour as #rrggbb, e.g. #4caf50.')).toBeVisible();
    await expect(primary).toHaveAttribute('aria-invalid', 'true');
    await expect(submitFill(canvasElement, 'light')).toBe('rgb(13, 71, 161)');
    await expect(canvas.getByRole('button', { name: 'Copy brand definition' })).toBeDisabled();
    await userEvent.type(primary, '1');

    const secondary = canvas.getByRole('textbox', { name: 'Secondary colour' });
    await userEvent.clear(secondary);
    await userEvent.paste('#ffc107');
    const light = canvasElement.querySelector('[data-warning="secondary/light"]');
    await expect(light?.textContent).toMatch(
      /^Secondary #ffc107 with white text: 1\.63:1, under AA's 4\.5:1\. Light mode fills use #[0-9a-f]{6} instead\.$/,
    );

    await userEvent.clear(canvas.getByRole('textbox', { name: 'Brand name' }));
    await userEvent.paste('Harvest Blue');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy brand definition' }));
    await expect(args.copy).toHaveBeenCalledWith(`'harvest-blue': {
  id: 'harvest-blue',
  name: "Harvest Blue",
  description: "The Store Ops house theme: fresh green with an orange accent.",
  primary: '#0d47a1',
  secondary: '#ffc107',
},`);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Copied. Paste it into brands in packages/ui/src/theme/brands.ts.',
    );
  },
};

/** Starting from another brand loads its colours; the dark preview follows too. */
export const FromFranchiseRed: Story = {
  parameters: {
    visual: {
      skip: 'the key screens beside the editor settle at one of two heights from run to run: unstable here',
    },
  },
  args: { initialBrand: 'franchise-red' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#d32f2f');
    await expect(canvas.getByRole('textbox', { name: 'Secondary colour' })).toHaveValue('#ffc107');
    await expect(canvas.getAllByRole('button', { name: 'Sign in' })).toHaveLength(2);
    await expect(submitFill(canvasElement, 'light')).not.toBe(submitFill(canvasElement, 'dark'));
  },
};
