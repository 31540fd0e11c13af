import type { TelegramCatalog } from "./types.ts";

export const am: TelegramCatalog = {
  post: {
    organisation: "ድርጅት",
    place: "ቦታ",
    anywhere: "ከየትኛውም ቦታ ለሚያመለክቱ ክፍት",
    noDeadline: "የመጨረሻ ቀን አልተገለጸም",
    open: "ዝርዝሩና እንዴት ማመልከት እንደሚቻል",
  },
  bot: {
    welcome:
      "ወደ Born To Win እንኳን ደህና መጡ። አዳዲስ የትምህርት ዕድሎች፣ የልምምድ ሥራዎች፣ ሥልጠናዎችና ሥራዎች እዚህ ይደርሱዎታል። የሚፈልጉትን ከታች ይምረጡ፤ በማንኛውም ጊዜ በ /settings መቀየር ይችላሉ።",
    linked: "ቴሌግራምዎ ከ Born To Win መለያዎ ጋር ተገናኝቷል። ያስቀመጧቸው ዕድሎች፦ /saved",
    linkFailed: "ይህ ሊንክ ጊዜው አልፎበታል ወይም ቀድሞ ጥቅም ላይ ውሏል። በመለያ ገጽዎ አዲስ ይፍጠሩ።",
    settingsIntro: "የእርስዎ ማሳወቂያዎች፦",
    labels: {
      kinds: "ዓይነቶች",
      fields: "የትምህርት መስኮች",
      countries: "አገሮች",
      language: "ቋንቋ",
      frequency: "በምን ያህል ጊዜ",
      cap: "ገደብ",
    },
    everything: "ሁሉም",
    frequencies: { instant: "እንደተለጠፉ ወዲያውኑ", weekly: "በሳምንት አንድ ጊዜ" },
    cap: (count) => `በቀን ቢበዛ ${count}`,
    choose: {
      kinds: "የትኞቹን የዕድል ዓይነቶች? ለመምረጥ ይንኩ፤ ምንም ካልመረጡ ሁሉም ይላካሉ።",
      fields: "የትኞቹን የትምህርት መስኮች (ለትምህርት ዕድሎች)? ምንም ካልመረጡ ሁሉም።",
      countries: "የትኞቹን አገሮች? ምንም ካልመረጡ ሁሉም።",
      language: "የትኛው ቋንቋ?",
      frequency: "ማሳወቂያዎችን በምን ያህል ጊዜ ይፈልጋሉ?",
      cap: "በቀን ቢበዛ ስንት ማሳወቂያዎች?",
    },
    back: "ጨርሻለሁ",
    saved: {
      heading: "ያስቀመጧቸው ዕድሎች፦",
      none: "አሁንም ክፍት የሆነ ያስቀመጡት ዕድል የለም።",
      notLinked:
        "ያስቀመጧቸውን ዕድሎች ለማየት የ Born To Win መለያዎን ያገናኙ፦ በድረ ገጹ የመለያ ገጽዎን ከፍተው «ማሳወቂያዎችን በቴሌግራም ያግኙ» የሚለውን ይምረጡ።",
    },
    stopped: "ከእንግዲህ ማሳወቂያ አይደርስዎትም። እንደገና ለማግኘት /start ይላኩ።",
    help: "ትዕዛዞች፦ ማሳወቂያዎችን ለመቀየር /settings፣ ያስቀመጧቸውን ዕድሎች ለማየት /saved፣ ሁሉንም ማሳወቂያዎች ለማቆም /stop።",
  },
  alert: { heading: "ለእርስዎ አዲስ ዕድል" },
  digest: { heading: "የዚህ ሳምንት ዕድሎችዎ" },
  reminder: {
    daysLeft: (days) => (days === 1 ? "የመጨረሻው ቀን ነገ ነው" : `ለማመልከት ${days} ቀናት ቀርተዋል`),
    emailSubject: (days, title) =>
      days === 1 ? `የመጨረሻው ቀን ነገ ነው፦ ${title}` : `ለማመልከት ${days} ቀናት ቀርተዋል፦ ${title}`,
    emailReason: "ይህን ማስታወሻ የተቀበሉት ይህን ዕድል ስላስቀመጡና የኢሜይል ማሳወቂያዎችን ስላበሩ ነው።",
  },
};
