import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Choices, ConflictItem, PanelRoot } from './SaveConflictPanel.styles';
import { saveConflictPanelStrings as s } from './strings';

/** One row whose save the server refused with 409 (someone else changed it since it was loaded). */
export interface SaveConflictNotice {
  /** The row's id, handed back to the choice callbacks. */
  id: string;
  /** How the row is named to the user, e.g. the store's name or `row 12`. */
  what: string;
  /** The server's own explanation, shown under the message when present. */
  message?: string;
}

export interface SaveConflictPanelProps {
  conflicts: readonly SaveConflictNotice[];
  /** Drop my edit and take the server's current row. */
  onReload: (id: string) => void;
  /** Save my edit over the server's current row (its version). */
  onOverwrite: (id: string) => void;
}

function ConflictEntry({
  conflict,
  onReload,
  onOverwrite,
}: { conflict: SaveConflictNotice } & Omit<SaveConflictPanelProps, 'conflicts'>) {
  const messageId = useId();
  return (
    <ConflictItem role="alert" data-part="save-conflict" data-row-id={conflict.id}>
      <span id={messageId} data-part="message">
        {s.message(conflict.what)}
      </span>
      {conflict.message && <span data-part="server-message">{conflict.message}</span>}
      <Choices>
        <Button
          size="sm"
          variant="secondary"
          aria-describedby={messageId}
          onPress={() => onReload(conflict.id)}
        >
          {s.reload}
        </Button>
        <Button size="sm" aria-describedby={messageId} onPress={() => onOverwrite(conflict.id)}>
          {s.overwrite}
        </Button>
      </Choices>
    </ConflictItem>
  );
}

/**
 * The admin grid's save conflicts, one alert per row with its two choices. Renders nothing when
 * there are none. Plain markup and Buttons only: no AG Grid here.
 */
export function SaveConflictPanel({ conflicts, onReload, onOverwrite }: SaveConflictPanelProps) {
  if (conflicts.length === 0) return null;
  return (
    <PanelRoot aria-label={s.label} data-component="SaveConflictPanel">
      {conflicts.map((c) => (
        <ConflictEntry key={c.id} conflict={c} onReload={onReload} onOverwrite={onOverwrite} />
      ))}
    </PanelRoot>
  );
}
