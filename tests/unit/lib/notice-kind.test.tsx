// @vitest-environment jsdom
/** A notice kind's name (src/lib/notice-kind.ts): the common lifecycle text, an unknown kind as it is. */
import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { commonTextsReady, i18n, initI18n } from '../../../src/lib/i18n';
import { useNoticeKindName } from '../../../src/lib/notice-kind';

describe('useNoticeKindName', () => {
  it('names a known kind in Lithuanian and shows an unknown one as it is', async () => {
    await initI18n('lt');
    await commonTextsReady();
    const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
    const { result } = renderHook(() => useNoticeKindName(), { wrapper });
    expect(result.current('iregistruotas')).toBe('Pranešimas apie įregistravimą');
    expect(result.current('naujas-tipas')).toBe('naujas-tipas');
  });
});
