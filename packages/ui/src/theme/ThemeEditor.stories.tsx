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

/** The sign-in button in one scheme's preview. */
const submit = (canvasElement: HTMLElement, mode: string) =>
  within(canvasElement.querySelector<HTMLElement>(`[data-preview="${mode}"]`)!).getByRole('button', {
    name: 'Sign in',
  });
const submitFill = (canvasElement: HTMLElement, mode: string) =>
  getComputedStyle(submit(canvasElement, mode)).backgroundColor;

/** The lines of the report beside a colour field. */
const report = (canvasElement: HTMLElement, field: string) =>
  [
    ...within(canvasElement)
      .getByRole('region', { name: `${field}: substitutions` })
      .querySelectorAll('[data-report-line]'),
  ].map((li) => li.textContent);

/** One scheme's preview cell (its inline style holds the drafted theme's custom properties). */
const previewCell = (canvasElement: HTMLElement, mode: string) =>
  canvasElement
    .querySelector<HTMLElement>(`[data-preview="${mode}"]`)!
    .closest<HTMLElement>('[data-component="ThemeRoot"]')!;

/**
 * A designer tries a dark blue and an amber, a typeface and a radius: the screens follow, each colour
 * field says where the palette uses another colour and why, bad input is kept out, the copy is current.
 * (The expected colours were worked out apart from the implementation: the WCAG formulas, the page
 * tints toward the primary and the palette's 1% steps; see brandDraft.test.ts.)
 */
export const Editing: Story = {
  parameters: {},
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
    // The amber is shown as olive where it is text and as a darker fill: each place, its contrast, the
    // colour used. Dark mode fills carry near-black text, so there the amber is used as picked.
    await waitFor(() =>
      expect(report(canvasElement, 'Secondary colour')).toEqual([
        'Secondary as button fill, light mode: #947004 instead of #ffc107. White text (#ffffff) on #ffc107 is 1.63:1, under the 4.5:1 text needs.',
        'Secondary as control boundary, light mode: #947004 instead of #ffc107. #ffc107 against the subtle background #f5f8fb is 1.52:1, under the 3:1 a control boundary needs.',
        'Secondary as text on the page, light mode: #8f6c04 instead of #ffc107. #ffc107 on the subtle background #f5f8fb is 1.52:1, under the 4.5:1 text needs.',
        'Dark mode: #ffc107 is used as picked.',
      ]),
    );
    await expect(
      previewCell(canvasElement, 'light').style.getPropertyValue('--so-color-secondary-text'),
    ).toBe('#8f6c04');
    await expect(report(canvasElement, 'Primary colour')).toEqual([
      'Light mode: #0d47a1 is used as picked.',
      'Primary as button fill, dark mode: #567ebd instead of #0d47a1. Dark text (#111315) on #0d47a1 is 2.15:1, under the 4.5:1 text needs.',
      'Primary as control boundary, dark mode: #567ebd instead of #0d47a1. #0d47a1 against the surface #1d232c is 1.83:1, under the 3:1 a control boundary needs.',
      'Primary as text on the page, dark mode: #7092c8 instead of #0d47a1. #0d47a1 on its tint #1a2a43 (tags, selected rows) is 1.67:1, under the 4.5:1 text needs.',
      'Primary as focus ring, dark mode: #3d6cb4 instead of #0d47a1. #0d47a1 against the surface #1d232c is 1.83:1, under the 3:1 a focus ring needs.',
    ]);
    // #567ebd = rgb(86, 126, 189): the dark preview's fill is the one the report names.
    await expect(submitFill(canvasElement, 'dark')).toBe('rgb(86, 126, 189)');

    // The typeface: the previews' text is set in it (Storybook has loaded every face of fonts.ts).
    await userEvent.click(canvas.getByRole('button', { name: /Typeface/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Space Grotesk' }));
    await waitFor(() =>
      expect(getComputedStyle(submit(canvasElement, 'light')).fontFamily).toBe(
        '"Space Grotesk", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      ),
    );
    await expect(
      getComputedStyle(submit(canvasElement, 'dark')).fontFamily.startsWith('"Space Grotesk"'),
    ).toBe(true);
    await expect(document.fonts.check('600 14px "Space Grotesk"')).toBe(true);

    // The corner radius: 25 is out of range (error, the preview keeps 8 px), 12 is drawn.
    const radius = canvas.getByRole('textbox', { name: 'Corner radius' });
    await expect(getComputedStyle(submit(canvasElement, 'light')).borderRadius).toBe('8px');
    await userEvent.clear(radius);
    await userEvent.paste('25');
    await expect(canvas.getByText('Enter a whole number of pixels from 0 to 24, e.g. 8.')).toBeVisible();
    await expect(radius).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: 'Copy brand definition' })).toBeDisabled();
    await expect(getComputedStyle(submit(canvasElement, 'light')).borderRadius).toBe('8px');
    await userEvent.clear(radius);
    await userEvent.paste('12');
    await waitFor(() => expect(getComputedStyle(submit(canvasElement, 'light')).borderRadius).toBe('12px'));
    await expect(getComputedStyle(submit(canvasElement, 'dark')).borderRadius).toBe('12px');
    await expect(radius).toHaveAccessibleDescription(
      'Whole pixels, 0 to 24. Scale 6, 12, 18, 24 px (sm, md, lg, xl).',
    );

    await userEvent.clear(canvas.getByRole('textbox', { name: 'Brand name' }));
    await userEvent.paste('Harvest Blue');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Description' }));
    await userEvent.paste('Deep blue with an amber accent.');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy brand definition' }));
    await expect(args.copy).toHaveBeenCalledWith(`'harvest-blue': {
  id: 'harvest-blue',
  name: "Harvest Blue",
  description: "Deep blue with an amber accent.",
  primary: '#0d47a1',
  secondary: '#ffc107',
  typeface: 'space-grotesk',
  radius: 12,
},`);
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Copied. Paste it into brands in packages/ui/src/theme/brands.ts.',
    );
  },
};

/** Starting from another brand loads all its fields; the previews and the report follow. */
export const FromFranchiseRed: Story = {
  parameters: {},
  args: { initialBrand: 'franchise-red' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Primary colour' })).toHaveValue('#d32f2f');
    await expect(canvas.getByRole('textbox', { name: 'Secondary colour' })).toHaveValue('#ffc107');
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Quick-service franchise red with a mustard-yellow secondary.',
    );
    await expect(canvas.getByRole('button', { name: /Typeface/ })).toHaveTextContent('Rubik');
    await expect(canvas.getByRole('textbox', { name: 'Corner radius' })).toHaveValue('16');
    await expect(canvas.getAllByRole('button', { name: 'Sign in' })).toHaveLength(2);
    await expect(submitFill(canvasElement, 'light')).not.toBe(submitFill(canvasElement, 'dark'));
    await expect(getComputedStyle(submit(canvasElement, 'light')).borderRadius).toBe('16px');
    await expect(getComputedStyle(submit(canvasElement, 'dark')).fontFamily.startsWith('Rubik')).toBe(true);
    // The brand's own red: its fill passes white text (4.98:1) but not text on its tint, and in dark mode
    // near-black text on it is 3.73:1; its focus ring and boundaries pass in both.
    await expect(report(canvasElement, 'Primary colour')).toEqual([
      'Primary as text on the page, light mode: #c82d2d instead of #d32f2f. #d32f2f on its tint #fae6e6 (tags, selected rows) is 4.15:1, under the 4.5:1 text needs.',
      'Primary as button fill, dark mode: #d94c4c instead of #d32f2f. Dark text (#111315) on #d32f2f is 3.73:1, under the 4.5:1 text needs.',
      'Primary as text on the page, dark mode: #e27979 instead of #d32f2f. #d32f2f on its tint #4b2527 (tags, selected rows) is 2.64:1, under the 4.5:1 text needs.',
    ]);
    // Copied unchanged, it is the brand's entry in brands.ts as it is.
    await userEvent.click(canvas.getByRole('button', { name: 'Copy brand definition' }));
    await expect(args.copy).toHaveBeenCalledWith(`'franchise-red': {
  id: 'franchise-red',
  name: "Franchise Red",
  description: "Quick-service franchise red with a mustard-yellow secondary.",
  primary: '#d32f2f',
  secondary: '#ffc107',
  typeface: 'rubik',
  radius: 16,
},`);
  },
};
