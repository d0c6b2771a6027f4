// The service tokens: create (the secret shown once), list, revoke.
import type { ServiceToken } from '@store-ops/domain';
import { useMemo, useState } from 'react';
import { AlertDialog } from '../../../components/AlertDialog';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { CheckboxGroup } from '../../../components/CheckboxGroup';
import { ColumnHeads } from '../../../components/shared/ColumnHeads';
import { TextField } from '../../../components/TextField';
import { Banner } from '../admin.styles';
import { timeOf } from './format';
import { Row, Secret, Section, Table } from './Import.styles';
import { importStrings as s } from './strings';
import type { ImportScreenProps } from './types';

export function Tokens(props: ImportScreenProps) {
  const { tokens, stores, createdToken } = props;
  const time = useMemo(() => timeOf(props.timeZone), [props.timeZone]);
  const [name, setName] = useState('');
  const [storeIds, setStoreIds] = useState<string[]>([]);
  const [revoking, setRevoking] = useState<ServiceToken | null>(null);
  const [copied, setCopied] = useState(false);
  const storeNames = (ids: readonly number[] | null) =>
    ids === null
      ? s.allStores
      : ids.map((id) => stores.find((st) => st.id === id)?.name ?? `#${id}`).join(', ');
  return (
    <Section aria-labelledby="so-import-tokens">
      <h2 id="so-import-tokens">{s.tokensTitle}</h2>
      <p>{s.tokensIntro}</p>
      {props.tokenError && <Banner role="alert">{props.tokenError}</Banner>}
      {createdToken && (
        <Banner role="status" aria-label={s.secretTitle(createdToken.name)}>
          <Secret>
            <strong>{s.secretTitle(createdToken.name)}</strong>
            <span>{s.secretHint}</span>
            <code>{createdToken.token}</code>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                props.onCopy(createdToken.token);
                setCopied(true);
              }}
            >
              {copied ? s.copied : s.copy}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onPress={() => {
                setCopied(false);
                props.onDismissToken();
              }}
            >
              {s.dismiss}
            </Button>
          </Secret>
        </Banner>
      )}
      {tokens.length === 0 ? (
        <p>{s.tokensEmpty}</p>
      ) : (
        <Table aria-label={s.tokensTable}>
          <ColumnHeads
            columns={[
              s.tokenName,
              s.tokenStores,
              s.created,
              s.lastUsed,
              <span key="revoke" className="so-visually-hidden">
                {s.revoke}
              </span>,
            ]}
          />
          <tbody>
            {tokens.map((t) => (
              <tr key={t.id}>
                <td>{t.name}</td>
                <td>{storeNames(t.store_ids)}</td>
                <td>{time.format(t.created_at)}</td>
                <td>{t.last_used_at ? time.format(t.last_used_at) : s.never}</td>
                <td>
                  <Button
                    variant="secondary"
                    size="sm"
                    isDisabled={props.tokenBusy}
                    onPress={() => setRevoking(t)}
                    aria-label={`${s.revoke} ${t.name}`}
                  >
                    {s.revoke}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <form
        aria-label={s.createToken}
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return;
          props.onCreateToken(name.trim(), storeIds.length === 0 ? null : storeIds.map(Number));
          setName('');
          setStoreIds([]);
          setCopied(false);
        }}
      >
        <Row>
          <TextField label={s.tokenName} value={name} onChange={setName} isRequired />
          <CheckboxGroup
            label={s.tokenStores}
            description={s.allStores}
            value={storeIds}
            onChange={setStoreIds}
            orientation="horizontal"
          >
            {stores.map((st) => (
              <Checkbox key={st.id} value={String(st.id)}>
                {st.name}
              </Checkbox>
            ))}
          </CheckboxGroup>
          <Button type="submit" variant="primary" isPending={props.tokenBusy} isDisabled={!name.trim()}>
            {s.createToken}
          </Button>
        </Row>
      </form>
      <AlertDialog
        title={revoking ? s.revokeTitle(revoking.name) : ''}
        isOpen={revoking !== null}
        onOpenChange={(open) => !open && setRevoking(null)}
        confirmLabel={s.revoke}
        cancelLabel={s.cancel}
        variant="danger"
        onConfirm={() => {
          if (revoking) props.onRevokeToken(revoking.id);
          setRevoking(null);
        }}
      >
        {s.revokeBody}
      </AlertDialog>
    </Section>
  );
}
