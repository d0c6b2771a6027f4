import { useId } from 'react';
import { Button } from '../../../components/Button';
import { CompareTable } from '../admin.styles';
import { Choices, ConflictItem, PanelRoot } from './SaveConflictPanel.styles';
import { saveConflictPanelStrings as s } from './strings';

/** A save the server refused with 409: someone else changed the row since it was loaded. */
export interface SaveConflictNotice {
  /** How the row is named to the user, e.g. the store's name. */
  what: string;
  /** The server's own explanation, shown under the message when present. */
  message?: string;
  /** The changed fields: the value now on the server and this user's change. */
  fields?: readonly { label: string; current: string; mine: string }[];
}

export interface SaveConflictPanelProps {
  conflict: SaveConflictNotice | null;
  /** Save my change over the server's current row (its version). */
  onKeepMine: () => void;
  /** Drop my change and take the server's current row. */
  onTakeTheirs: () => void;
}

/**
 * The admin grid's save conflict: an alert naming the row, what changed on both sides, and the two
 * choices. Renders nothing without a conflict. Plain markup and Buttons only: no AG Grid here.
 */
export function SaveConflictPanel({ conflict, onKeepMine, onTakeTheirs }: SaveConflictPanelProps) {
  const messageId = useId();
  if (!conflict) return null;
  return (
    <PanelRoot role="group" aria-label={s.label} data-component="SaveConflictPanel">
      <ConflictItem role="alert" data-part="save-conflict">
        <span id={messageId} data-part="message">
          {s.message(conflict.what)}
        </span>
        {conflict.message && <span data-part="server-message">{conflict.message}</span>}
        {conflict.fields && conflict.fields.length > 0 && (
          <CompareTable aria-label={s.table}>
            <thead>
              <tr>
                <th scope="col">{s.field}</th>
                <th scope="col">{s.current}</th>
                <th scope="col">{s.mine}</th>
              </tr>
            </thead>
            <tbody>
              {conflict.fields.map((f) => (
                <tr key={f.label} data-changed>
                  <th scope="row">{f.label}</th>
                  <td>{f.current}</td>
                  <td data-yours>{f.mine}</td>
                </tr>
              ))}
            </tbody>
          </CompareTable>
        )}
        <Choices>
          <Button size="sm" aria-describedby={messageId} onPress={onKeepMine}>
            {s.keepMine}
          </Button>
          <Button size="sm" variant="secondary" aria-describedby={messageId} onPress={onTakeTheirs}>
            {s.takeTheirs}
          </Button>
        </Choices>
      </ConflictItem>
    </PanelRoot>
  );
}
