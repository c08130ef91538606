import { Badge } from '@mantine/core';
import { useChatLive, useUnreadChatCount } from '../api/marketplace';

/**
 * The number of unread marketplace messages beside the navigation's Messages link, kept
 * live; nothing when there are none or the count cannot be read.
 */
export function ChatUnreadBadge() {
  const unread = useUnreadChatCount();
  useChatLive();
  const count = unread.data ?? 0;
  if (count <= 0) return null;
  return (
    <Badge size="sm" circle={count < 10} aria-label={`${count} unread`} data-testid="chat-unread">
      {count > 99 ? '99+' : count}
    </Badge>
  );
}
