import { IconDeviceTv } from '@tabler/icons-react';
import type { AppLocale } from '../../../i18n/locale';
import type { BoardRefusal } from './use-live-rate-board';
import { useBilingual } from './rate-board-view';
import classes from './rate-board.module.css';

/**
 * What a board shows without a valid link: words in both languages and
 * nothing else (no figure, no shop name, no QR code). `loading` is the same
 * frame while the link is checked.
 */
export function BoardMessage({ first, refusal }: { first: AppLocale; refusal: BoardRefusal | 'loading' }) {
  const { tFirst, tSecond, ready } = useBilingual(first);
  const key = refusal === 'loading' ? 'materials.board.loading' : (`materials.board.refused.${refusal}` as const);
  return (
    <main className={classes.board} data-testid={refusal === 'loading' ? 'board-loading' : 'board-refused'} data-refusal={refusal}>
      <div className={classes.empty} role={refusal === 'loading' ? 'status' : 'alert'}>
        <div>
          <IconDeviceTv size="1.6em" stroke={1.5} aria-hidden />
          <p style={{ margin: '0.4em 0' }}>{tFirst(key)}</p>
          {ready && <p style={{ margin: '0.4em 0', opacity: 0.8 }}>{tSecond(key)}</p>}
          {refusal !== 'loading' && (
            <p style={{ margin: '1.2em 0 0', fontSize: '0.6em', opacity: 0.75 }}>
              {tFirst('materials.board.refused.hint')}
              <br />
              {ready && tSecond('materials.board.refused.hint')}
            </p>
          )}
        </div>
      </div>
    </main>
  );
}
