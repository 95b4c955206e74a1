/** The local outbox: no mail server exists here, so e-mails are kept in memory and printed. */
export interface Mail {
  id: number;
  to: string;
  subject: string;
  /** What kind of e-mail: signup, recovery, invite, magiclink, email_change. */
  type: string;
  /** The link the e-mail carries. */
  link: string;
  text: string;
  sent_at: string;
}

export class Outbox {
  private mails: Mail[] = [];
  private nextId = 1;

  constructor(private readonly print: boolean) {}

  send(m: Omit<Mail, 'id' | 'sent_at'>): Mail {
    const mail: Mail = { ...m, id: this.nextId++, sent_at: new Date().toISOString() };
    this.mails.push(mail);
    if (this.print) console.log(`[mail] to ${mail.to}: ${mail.subject} -> ${mail.link}`);
    return mail;
  }

  /** Newest first; optionally only those sent to `to` (case-insensitive). */
  list(to?: string): Mail[] {
    const all = to ? this.mails.filter((m) => m.to.toLowerCase() === to.toLowerCase()) : this.mails;
    return [...all].reverse();
  }

  clear(): void {
    this.mails = [];
  }
}
