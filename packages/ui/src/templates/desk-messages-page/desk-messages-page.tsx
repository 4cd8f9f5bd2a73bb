import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import { MessageList, type MessageListProps } from '../../sections/desk/message-list/message-list';

type DeskMessagesPageProps = {
  frame: DeskFrame;
  messages: MessageListProps;
};

/**
 * /staf/pesan: the contact messages of the account's branches, newest first, each marked
 * handled by whom.
 */
function DeskMessagesPage({ frame, messages }: DeskMessagesPageProps) {
  return (
    <DeskShell {...frame} current="messages" title="Pesan">
      <section aria-labelledby="desk-messages-list" className="grid gap-3">
        <h2 id="desk-messages-list" className="text-foreground text-xl font-bold">
          Pesan dari halaman kontak
        </h2>
        <MessageList {...messages} />
      </section>
    </DeskShell>
  );
}

export { DeskMessagesPage, type DeskMessagesPageProps };
