import { customerDisplayChannel, readDisplayMessage, sameView, viewAfterPosLeft, viewToSend, type DisplayLocale, type DisplayMessage, type DisplayView } from './customer-display-messages';

/**
 * The POS tab's end of the customer display's channel: the last view sent,
 * and the answer to a display that asks for it. One per tab, kept across
 * the app's pages, so a display opened while the cashier prints the receipt
 * still gets the thank-you. Where the browser has no BroadcastChannel it
 * does nothing: the POS works as before.
 */
class CustomerDisplayFeed {
  private channel: BroadcastChannel | null = null;
  /** Null until the POS has said anything: its first view is always sent (a reloaded POS resets the display). */
  private last: Extract<DisplayMessage, { type: 'show' }> | null = null;

  private open(): BroadcastChannel | null {
    if (this.channel || typeof BroadcastChannel === 'undefined') return this.channel;
    this.channel = new BroadcastChannel(customerDisplayChannel);
    this.channel.onmessage = (event: MessageEvent) => {
      if (readDisplayMessage(event.data)?.type === 'ask' && this.last) this.channel?.postMessage(this.last);
    };
    return this.channel;
  }

  /** Sends a view (a cart waits behind a thank-you: viewToSend) unless it is the one the display already has. */
  show(next: DisplayView, locale: DisplayLocale): void {
    const channel = this.open();
    const view = this.last ? viewToSend(this.last.view, next) : next;
    if (this.last && sameView(this.last.view, view) && this.last.locale === locale) return;
    this.last = { type: 'show', locale, view };
    channel?.postMessage(this.last);
  }

  /** The POS page closed or reloads: its cart goes with it, a thank-you stays. */
  posLeft(): void {
    if (this.last) this.show(viewAfterPosLeft(this.last.view), this.last.locale);
  }
}

export const customerDisplayFeed = new CustomerDisplayFeed();
