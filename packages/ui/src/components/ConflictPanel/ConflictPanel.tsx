import { type ReactNode, useId } from 'react';
import { Button } from '../Button';
import { ColumnHeads } from '../shared/ColumnHeads';
import { Choices, CompareTable, ConflictItem, PanelRoot, Theirs } from './ConflictPanel.styles';
import { conflictPanelStrings } from './strings';

/** One field both sides changed: the value now on the server and this user's. */
export interface ConflictField {
  label: string;
  current: string;
  mine: string;
  /** A stable key for the row (`data-key`), when the label is not one. */
  key?: string;
}

/** The words a screen gives the panel; each defaults to the panel's own. */
export interface ConflictPanelWording {
  /** The group's accessible name. */
  label: string;
  keepMine: string;
  takeTheirs: string;
  /** The comparison table's accessible name and its three column heads. */
  table: string;
  field: string;
  current: string;
  mine: string;
}

export interface ConflictPanelProps {
  /** What happened, in a sentence; it also describes both choices. */
  message: string;
  /** More under the message: the server's explanation, who saved and when. */
  detail?: string;
  /** The changed fields, compared in a table (none: no table). */
  fields?: readonly ConflictField[];
  /** Their version shown whole, quoted under the message. */
  theirs?: ReactNode;
  wording?: Partial<ConflictPanelWording>;
  /** Save my change over the server's current version. */
  onKeepMine: () => void;
  /** Drop my change and take the server's current version. */
  onTakeTheirs: () => void;
}

/**
 * A save the server refused with 409 (someone else saved since it was loaded): an alert saying so,
 * what differs on both sides, and the two choices, each described by the message.
 */
export function ConflictPanel({
  message,
  detail,
  fields,
  theirs,
  wording,
  onKeepMine,
  onTakeTheirs,
}: ConflictPanelProps) {
  const messageId = useId();
  const w = { ...conflictPanelStrings, ...wording };
  return (
    <PanelRoot role="group" aria-label={w.label} data-component="ConflictPanel">
      <ConflictItem role="alert" data-part="save-conflict">
        <span id={messageId} data-part="message">
          {message}
        </span>
        {detail && <span data-part="detail">{detail}</span>}
        {theirs !== undefined && <Theirs data-part="theirs">{theirs}</Theirs>}
        {fields && fields.length > 0 && (
          <CompareTable aria-label={w.table}>
            <ColumnHeads columns={[w.field, w.current, w.mine]} />
            <tbody>
              {fields.map((f) => (
                <tr key={f.key ?? f.label} data-changed data-key={f.key}>
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
            {w.keepMine}
          </Button>
          <Button size="sm" variant="secondary" aria-describedby={messageId} onPress={onTakeTheirs}>
            {w.takeTheirs}
          </Button>
        </Choices>
      </ConflictItem>
    </PanelRoot>
  );
}
