import type { TelegramCatalog } from "./types.ts";

export const om: TelegramCatalog = {
  post: {
    organisation: "Dhaabbata",
    place: "Bakka",
    anywhere: "Iyyattoota bakka kamirraayyuu dhufaniif banaa",
    noDeadline: "Guyyaan xumuraa hin kennamne",
    open: "Bal'inaa fi akkaataa itti iyyatan",
  },
  bot: {
    welcome:
      "Baga gara Born To Win dhuftan. Carraawwan barnootaa, leenjii hojii, leenjiiwwanii fi hojiiwwan haaraan asitti isin gahu. Waan barbaaddan armaan gadii filadhaa; yeroo kamiyyuu /settings'n jijjiiruu dandeessu.",
    linked:
      "Telegramiin keessan herrega Born To Win keessan waliin walqabateera. Carraawwan olkaa'attan: /saved",
    linkFailed:
      "Walqabsiisni kun yeroon isaa darbeera yookiin duraan itti fayyadameera. Fuula herrega keessanii irratti haaraa uumaa.",
    settingsIntro: "Beeksisawwan keessan:",
    labels: {
      kinds: "Gosoota",
      fields: "Damee barnootaa",
      countries: "Biyyoota",
      language: "Afaan",
      frequency: "Yeroo meeqa",
      cap: "Daangaa",
    },
    everything: "Hunda",
    frequencies: { instant: "Akkuma maxxanfamaniin", weekly: "Torbanitti al tokko" },
    cap: (count) => `Guyyaatti yoo baay'ate ${count}`,
    choose: {
      kinds: "Gosa carraa kami? Filachuuf tuqaa; homtuu yoo hin filatamne hunda.",
      fields: "Damee barnootaa kami (carraa barnootaatiif)? Homtuu yoo hin filatamne hunda.",
      countries: "Biyyoota kami? Homtuu yoo hin filatamne hunda.",
      language: "Afaan kami?",
      frequency: "Beeksisa yeroo meeqa barbaaddu?",
      cap: "Guyyaatti beeksisa meeqa yoo baay'ate?",
    },
    back: "Xumurameera",
    saved: {
      heading: "Carraawwan olkaa'attan:",
      none: "Carraan olkaa'attan kan ammallee banaa ta'e hin jiru.",
      notLinked:
        'Carraawwan olkaa\'attan ilaaluuf herrega Born To Win keessan walqabsiisaa: marsariitii irratti fuula herrega keessanii banaatii "Beeksisa Telegram irratti argadhu" filadhaa.',
    },
    stopped: "Kana booda beeksisni isin hin gahu. Ammas argachuuf /start ergaa.",
    help: "Ajajawwan: beeksisa jijjiiruuf /settings, carraawwan olkaa'attan ilaaluuf /saved, beeksisa hunda dhaabuuf /stop.",
  },
  alert: { heading: "Carraa haaraa isiniif" },
  digest: { heading: "Carraawwan keessan torban kanaa" },
  reminder: {
    daysLeft: (days) => (days === 1 ? "Guyyaan xumuraa boru" : `Iyyachuuf guyyaa ${days} hafe`),
    emailSubject: (days, title) =>
      days === 1 ? `Guyyaan xumuraa boru: ${title}` : `Iyyachuuf guyyaa ${days} hafe: ${title}`,
    emailReason:
      "Yaadachiisa kana kan argattan carraa kana waan olkaa'attanii fi beeksisa imeeliitiin waan banattaniif.",
  },
};
