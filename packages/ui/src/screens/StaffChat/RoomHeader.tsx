import { type RefObject, useId, useState } from 'react';
import { icons } from '../../components/IconButton';
import { kindIcons } from './icons';
import { OnlineList, PaneHeader, RoomTitle, TextButton } from './RoomHeader.styles';
import { staffChatStrings as s } from './strings';
import type { StaffChatMemberView, StaffChatRoomPane } from './types';

interface RoomHeaderProps {
  room: Pick<StaffChatRoomPane, 'name' | 'kind'>;
  /** The members with a stream open now. */
  online: readonly StaffChatMemberView[];
  onBack: () => void;
  titleRef: RefObject<HTMLHeadingElement | null>;
}

/** The open room's head: Back (narrow layout), its name, and who is online (a disclosure). */
export function RoomHeader({ room, online, onBack, titleRef }: RoomHeaderProps) {
  const [showOnline, setShowOnline] = useState(false);
  const onlineId = useId();
  return (
    <PaneHeader>
      <TextButton data-part="back" aria-label={s.backLabel} onPress={onBack}>
        {icons.chevronLeft}
        {s.back}
      </TextButton>
      <RoomTitle ref={titleRef} tabIndex={-1}>
        {kindIcons[room.kind]}
        <span>{room.name}</span>
      </RoomTitle>
      <TextButton
        aria-expanded={showOnline}
        aria-controls={onlineId}
        onPress={() => setShowOnline((v) => !v)}
        data-part="online"
      >
        <span data-part="dot" aria-hidden="true" />
        {s.online(online.length)}
        {icons.chevronDown}
      </TextButton>
      <OnlineList id={onlineId} hidden={!showOnline} aria-label={s.onlineListLabel}>
        {online.length === 0 ? (
          <li>{s.nobodyOnline}</li>
        ) : (
          online.map((m) => (
            <li key={m.user_id}>
              <span>{m.name}</span>
              <span data-part="handle">@{m.handle}</span>
            </li>
          ))
        )}
      </OnlineList>
    </PaneHeader>
  );
}
