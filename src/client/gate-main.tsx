// The gate page's only script (gate.html): the gate, without the app's router, data layer,
// header or footer, so that a volunteer's phone on a weak network has it working sooner.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';

import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { theme } from './app/theme';
import { GatePage } from './features/gate/gate-pass-page';
import { gateTexts } from './features/gate/texts';
import { documentLanguage } from './lib/language-choice';
import { PageLanguageContext } from './lib/shell-texts/context';
import { SHELL_TEXTS_EN } from './lib/shell-texts/en';

// React replaces the frame gate.html painted with the page, in the language the server sent it.
const root = document.getElementById('root');
if (!root) throw new Error('gate.html has no #root element');
const language = documentLanguage();
// Only the gate's own texts are awaited, in the volunteer's language (English is in this script).
void gateTexts.load(language).then(() =>
  createRoot(root).render(
    <StrictMode>
      <PageLanguageContext.Provider value={{ language, texts: SHELL_TEXTS_EN }}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <GatePage />
        </ThemeProvider>
      </PageLanguageContext.Provider>
    </StrictMode>,
  ),
);
