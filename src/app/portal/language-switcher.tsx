/**
 * The portal's language switcher (lt/en): two toggle buttons (aria-pressed) in a labelled
 * group; each names its language in that language, with the right lang attribute. The
 * choice is kept in localStorage ('kalba'); a signed-in user's is also reported to the
 * server (POST change-language).
 */
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, changeLanguage, type Language } from '../../lib/i18n';
import { session } from '../../lib/session';
import { reportLanguage } from '../../features/auth/api/change-language';
import { plainButtonSx } from '../../lib/ui/light-action';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const choose = (language: Language) => {
    if (language === i18n.language) return;
    void changeLanguage(i18n, language, localStorageOrNull());
    if (session.getToken()) reportLanguage(language).catch(() => {});
  };
  return (
    <Box
      role="group"
      aria-label={t('app.language')}
      sx={{ display: 'flex', flexShrink: 0, gap: '2px', p: '2px', border: 1, borderColor: 'rgba(255,255,255,0.6)', borderRadius: 1 }}
    >
      {LANGUAGES.map((language) => {
        const active = i18n.language === language;
        return (
          <Box
            component="button"
            type="button"
            key={language}
            lang={language}
            aria-pressed={active}
            aria-label={t(`app.languages.${language}`)}
            onClick={() => choose(language)}
            sx={{
              ...plainButtonSx,
              fontSize: '0.875rem',
              px: 1.5,
              py: 0.5,
              border: 0,
              borderRadius: 0.5,
              bgcolor: active ? 'common.white' : 'transparent',
              color: active ? 'primary.dark' : 'common.white',
              '&:hover': { bgcolor: active ? 'grey.100' : 'rgba(255,255,255,0.12)' },
            }}
          >
            {language.toUpperCase()}
          </Box>
        );
      })}
    </Box>
  );
}
