import { useLocation } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { AppLocale } from '../../../i18n/locale';
import { BoardMessage } from '../components/board-refusal';
import { RateBoardView, useBilingual } from '../components/rate-board-view';
import { useLiveRateBoard } from '../components/use-live-rate-board';

/** The board link's token, as the link carries it (`?token=`). */
export function useBoardToken(): string | undefined {
  const search = useLocation({ select: (location) => location.searchStr });
  return new URLSearchParams(search).get('token') || undefined;
}

export function useFirstLanguage(): AppLocale {
  const { i18n } = useTranslation();
  return i18n.language;
}

/**
 * `/board`: the rate board on the counter's TV (DESIGN §3.10), opened by a
 * board link with no sign-in, live by server-sent events or polling. The
 * screen's language reads first, the other beside it.
 */
export function BoardPage() {
  const token = useBoardToken();
  const first = useFirstLanguage();
  const live = useLiveRateBoard(token);
  const { ready } = useBilingual(first);
  if (live.state === 'open' && ready) return <RateBoardView board={live.board} first={first} live={live.live} />;
  return <BoardMessage first={first} refusal={live.state === 'refused' ? live.refusal : 'loading'} />;
}
