// Needs attention: every store-day that broke a rule, the most severe first; each opens that
// store-day in the assistant with its question filled in.
import type { AttentionItem } from '@store-ops/domain';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { AttentionList, Panel } from './Dashboard.styles';
import { attentionQuestion, attentionText, formatDay, dashboardStrings as s } from './dashboard';

/** Where a Needs attention item leads: that store-day in the assistant, its question filled in. */
export interface StoreDayRef {
  companyId: number;
  storeId: number;
  date: string;
  question?: string;
}

/** Needs attention shows this many until "Show all". */
const ATTENTION_SHOWN = 12;

export function Attention({
  items,
  range,
  onOpen,
}: {
  items: readonly AttentionItem[];
  /** The board's range, in words (the empty list says it). */
  range: string;
  onOpen: (day: StoreDayRef) => void;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, ATTENTION_SHOWN);
  return (
    <Panel aria-labelledby="dashboard-attention">
      <h2 id="dashboard-attention">
        {s.attention} <span data-part="count">{s.attentionCount(items.length)}</span>
      </h2>
      {items.length === 0 ? (
        <p data-part="hint">
          {s.attentionEmpty} ({range})
        </p>
      ) : (
        <>
          <AttentionList>
            {shown.map((item) => (
              <li key={`${item.storeId}|${item.date}|${item.rule}`} data-rule={item.rule}>
                <div>
                  <strong>{item.storeName}</strong> · {formatDay(item.date)}
                  <div data-part="what">{attentionText(item)}</div>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={s.askLabel(item.storeName, formatDay(item.date))}
                  onPress={() =>
                    onOpen({
                      companyId: item.companyId,
                      storeId: item.storeId,
                      date: item.date,
                      question: attentionQuestion(item),
                    })
                  }
                >
                  {s.ask}
                </Button>
              </li>
            ))}
          </AttentionList>
          {items.length > ATTENTION_SHOWN && (
            <Button variant="ghost" size="sm" onPress={() => setAll(!all)}>
              {all ? s.showFewer : s.showAll(items.length)}
            </Button>
          )}
        </>
      )}
    </Panel>
  );
}
