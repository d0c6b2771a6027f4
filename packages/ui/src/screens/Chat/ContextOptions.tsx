import type { StatBlockKey } from '@store-ops/domain';
import { memo } from 'react';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { CheckboxGroup } from '../../components/CheckboxGroup';
import { ContextPreview } from '../../components/ContextPreview';
import { Radio, RadioGroup } from '../../components/RadioGroup';
import { TextArea } from '../../components/TextArea';
import type { ChatScreenProps } from './Chat';
import { chatStrings as s } from './strings';

export type ContextOptionsProps = Pick<
  ChatScreenProps,
  | 'context'
  | 'contextSource'
  | 'onContextSourceChange'
  | 'manualContext'
  | 'onManualContextChange'
  | 'selectedBlocks'
  | 'onSelectedBlocksChange'
  | 'onOpenReport'
> & { blockKeys: readonly StatBlockKey[] };

/** The options panel's content: context source, then the manual text or the blocks and the preview. */
export const ContextOptions = memo(function ContextOptions({
  context,
  contextSource,
  onContextSourceChange,
  manualContext,
  onManualContextChange,
  selectedBlocks,
  onSelectedBlocksChange,
  blockKeys,
  onOpenReport,
}: ContextOptionsProps) {
  return (
    <>
      <RadioGroup
        label={s.contextSourceLabel}
        value={contextSource}
        onChange={(v) => onContextSourceChange(v === 'manual' ? 'manual' : 'report')}
        orientation="horizontal"
      >
        <Radio value="report">{s.sourceReport}</Radio>
        <Radio value="manual">{s.sourceManual}</Radio>
      </RadioGroup>
      {contextSource === 'manual' ? (
        <TextArea
          label={s.manualLabel}
          rows={4}
          placeholder={s.manualPlaceholder}
          value={manualContext}
          onChange={onManualContextChange}
        />
      ) : (
        <>
          <CheckboxGroup
            label={s.blocksLabel}
            orientation="horizontal"
            value={[...selectedBlocks]}
            onChange={(v) => onSelectedBlocksChange(blockKeys.filter((k) => v.includes(k)))}
          >
            {blockKeys.map((k) => (
              <Checkbox key={k} value={k}>
                {s.blockLabels[k]}
              </Checkbox>
            ))}
          </CheckboxGroup>
          {context.status === 'ready' && <ContextPreview facts={context.preview} headingLevel={2} />}
          {context.status === 'ready' && onOpenReport && (
            <Button variant="secondary" onPress={onOpenReport}>
              {s.openReport}
            </Button>
          )}
        </>
      )}
    </>
  );
});
