import type { MailCatalog } from "./types.ts";

/** A kind's name opening a sentence ("leenjii" -> "Leenjii"). */
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

// The respectful plural (isin) form, as the site's Oromo catalogs and docs/i18n/glossary.md.
export const om: MailCatalog = {
  layout: { visitSite: "Marsariitii Born To Win daawwadhaa", unsubscribe: "Galmee addaan kutaa" },
  dear: (name) => `Kabajamoo ${name},`,
  hello: (name) => (name ? `Akkam ${name},` : "Akkam,"),
  linkFallback: "Geessituun hin hojjetu? Teessoo kana garagalchaatii barbaadduu keessan keessa galchaa:",
  passwordReset: {
    subject: "Koodii jecha icciitii Born To Win jijjiirraa keessan",
    preheader: (minutes) => `Koodiin keessan daqiiqaa ${minutes} keessatti yeroon isaa ni darba.`,
    useCode: "Jecha icciitii keessan jijjiiruuf koodii kana fayyadamaa:",
    expires: (minutes) =>
      `Koodiin kun al tokko qofa hojjeta, daqiiqaa ${minutes} keessattis yeroon isaa ni darba.`,
    ignore:
      "Jecha icciitii jijjiiruuf yoo hin gaafanne, imeelii kana dhiisaa: jechi icciitii keessan hin jijjiiramu.",
    reason:
      "Imeeliin kun isin ga'e sababii namni tokko jecha icciitii herrega Born To Win keessanii jijjiiruuf gaafateef.",
  },
  passwordChanged: {
    subject: "Jechi icciitii Born To Win keessanii jijjiirameera",
    changed: (date) => `Jechi icciitii herrega Born To Win keessanii ${date} jijjiirameera.`,
    ifYou: "Jijjiirama kana kan godhe isin yoo taatan, homaa gochuun isin hin barbaachisu.",
    notYou:
      "Isin yoo hin taane, amma jecha icciitii keessan jijjiiraa: meeshaaleen herrega keessaniin seenan hundi ba'aniiru.",
    resetButton: "Jecha icciitii jijjiiraa",
    reason: "Imeeliin kun isin ga'e sababii jechi icciitii herrega Born To Win keessanii jijjiirameef.",
  },
  accountDeleted: {
    subject: "Herregni Born To Win keessanii haqameera",
    done: "Akka gaafattanitti, herregni Born To Win keessanii haqameera.",
    whatWent:
      "Odeeffannoon keessan, odeeffannoon seensaa, beeksisonni isin olkaa'attan, filannoon beeksisa imeelii fi beeksisonni hin maxxanfamin hundi haqamaniiru.",
    whatStays: "Beeksisonni duraan uummataaf ba'an marsariitii irra turu, garuu isin waliin hin walqabatan.",
    comeBack: "Yeroo barbaaddanitti herrega haaraa banachuu dandeessu.",
    reason: "Imeeliin kun isin ga'e sababii herregni Born To Win teessoo kanaan banamee haqameef.",
  },
  newsletterConfirm: {
    subject: "Galmee xalayaa oduu Born To Win keessan mirkaneessaa",
    preheader: "Galmee keessan tuqaa tokkoon mirkaneessaa.",
    intro:
      "Namni tokko, isin akka taatan abdanna, oduu carraawwan barnootaa, shaakala hojii, leenjii fi carraawwan hojii Born To Win irraa teessoo kanaan akka argatu gaafateera.",
    ask: "Imeeliiwwan kana argachuu akka barbaaddan mirkaneessaa:",
    button: "Galmee koo mirkaneessaa",
    ignore: "Isin yoo hin taane, imeelii kana dhiisaa: tarree keessatti hin galmooftan.",
    reason:
      "Imeeliin kun isin ga'e sababii teessoon kun saanduqa galmee marsariitii Born To Win irratti galfameef.",
  },
  donationReceipt: {
    subject: (amount) => `Nagahee gumaacha keessan ${amount}`,
    preheader: (amount, date, reference) => `${amount} ${date} nu ga'eera. Lakkoofsa ragaa ${reference}.`,
    testNotice:
      "KAFFALTII YAALII: maallaqni tokkollee hin darbine. Nagaheen kun yaalii sirna gumaachaa irraa dhufe, kennaa dhugaa miti.",
    thanks:
      "Kennaa Born To Win'f gootaniif galatoomaa. Kaffaltiin keessan nu ga'eera; imeeliin kun nagahee keessani.",
    labels: {
      amount: "Hanga",
      date: "Guyyaa",
      reference: "Lakkoofsa ragaa",
      chapaReference: "Lakkoofsa ragaa Chapa",
      gift: "Kennaa",
    },
    monthlyGift: "Gumaacha ji'aa (kaffaltii ji'a kanaa)",
    oneTimeGift: "Gumaacha al tokko",
    monthlyNote:
      "Ji'a ji'aan yaadachiisa geessituu amansiisaa irra deebi'anii gumaachuuf qabu imeeliin isiniif erganna. Yaadachiisota kana yeroo barbaaddanitti dhaabuu dandeessu.",
    stopReminders: "Yaadachiisa ji'aa dhaabaa",
    impact:
      "Kennaan keessan barattoonni fi ogeeyyiin dargaggootaa Itoophiyaa carraawwan barnootaa, shaakala hojii, leenjii fi carraawwan hojii akka argatan gargaara.",
    contact: { email: "Imeelii", phone: "Bilbila" },
    reason: "Nagaheen kun isin ga'e sababii marsariitii keenyaan Born To Win'f gumaachitaniif.",
  },
  monthlyReminder: {
    subject: "Gumaacha ji'aa Born To Win'f",
    preheader: (amount) => `Geessituu amansiisaa kennaa ji'a kanaa ${amount}.`,
    testNotice:
      "YAALII: yaadachiisni kun gumaacha ji'aa kaffaltii yaaliitiin jalqabame kan ilaallatu. Maallaqni hin darbine.",
    intro: (amount) =>
      `Ji'a ji'aan ${amount} Born To Win'f gumaachuuf waadaa galtaniirtu. Barattootaa fi ogeeyyii dargaggootaa Itoophiyaa cinaa dhaabbachuu keessaniif galatoomaa.`,
    how: "Yeroo qophooftanitti, geessituun kun fuula kaffaltii Chapa amansiisaa kennaa ji'a kanaaf isiniif bana. Achitti yoo hin kaffalle homtuu hin muramu.",
    giveButton: (amount) => `Amma ${amount} gumaachaa`,
    stopQuestion: "Yaadachiisota kana dhaabuu barbaadduu? Tuqaan tokko ga'aa dha, seenuun hin barbaachisu:",
    stopReminders: "Yaadachiisa ji'aa dhaabaa",
    reason: "Yaadachiisni kun isin ga'e sababii gumaacha ji'aa Born To Win'f filattaniif.",
  },
  review: {
    kinds: {
      scholarships: "carraa barnootaa",
      internships: "shaakala hojii",
      training: "leenjii",
      jobs: "hojii",
    },
    approvedSubject: (kind, title) => `${capitalised(kind)} "${title}" isin ergitan maxxanfameera`,
    rejectedSubject: (kind, title) => `${capitalised(kind)} "${title}" isin ergitan hin mirkanoofne`,
    approved: (kind, title) =>
      `Oduu gaarii: ${kind} "${title}" isin ergitan mirkanaa'ee Born To Win irratti maxxanfameera.`,
    rejected: (kind, title) => `${capitalised(kind)} "${title}" isin ergitan ilaalamee hin mirkanoofne.`,
    reviewerReason: (reason) => `Sababa gamaaggamaan kenne: ${reason}`,
    seeIt: "Born To Win irratti ilaalaa",
    editApproved: "Ammas fuula bulchiinsaa irratti sirreessuu dandeessu:",
    editAndResubmit: "Waan ergitan sirreessitanii irra deebitanii gamaaggamaaf erguu dandeessu:",
    editButton: "Sirreessaa irra deebi'aa ergaa",
    reason: "Ergaan kun isin ga'e sababii tarreeffama kana Born To Win irratti ergitaniif.",
  },
  emailVerification: {
    subject: "Teessoo imeelii keessanii Born To Win'f mirkaneessaa",
    preheader: (hours) => `Koodiin keessan sa'aatii ${hours}f hojjeta.`,
    welcome: "Baga gara Born To Win dhuftan! Teessoon imeelii kun kan keessan ta'uu isaa mirkaneessaa.",
    useCode: "Koodii kana fuula mirkaneessaa irratti galchaa:",
    orLink: "Yookiin cuqaasa tokkoon mirkaneessaa:",
    button: "Imeelii koo mirkaneessaa",
    expires: (hours) => `Koodiin fi qabduun al tokko qofa, sa'aatii ${hours}f hojjetu.`,
    ignore: "Yoo herrega hin uumne, imeelii kana dhiisaa: maqaa keessaniin wanti tokko illee hin maxxanfamu.",
    reason: "Imeeliin kun kan isin ga'e namni tokko teessoo kanaan Born To Win irratti waan galmaa'eef.",
  },
  memberReview: {
    editApproved: "Ammas herrega keessan irraa jijjiiruu dandeessu:",
    mySubmissions: "Waan ergitan hunda ilaalaa",
  },
  pledgeStopped: {
    title: "Yaadachiisni ji'aa dhaabbateera",
    stopped: (email) =>
      `Kana booda yaadachiisa gumaacha ji'aa gara ${email} hin erginu. Deeggarsa keessaniif galatoomaa.`,
    alreadyStopped: (email) => `Yaadachiisni gumaacha ji'aa gara ${email} duraanuu dhaabbateera.`,
    back: "Gara Born To Win deebi'aa",
  },
  testSubjectMark: "[YAALII]",
  testCheckout: {
    title: "Kaffaltii yaalii",
    banner: "KAFFALTII YAALII — maallaqni tokkollee hin darbu",
    intro:
      "Sababii furtuun Chapa hin qindaa'iniif, fuulli kun bakka fuula kaffaltii Chapa bu'a. Kaffaltiin maal akka ta'u filadhaa:",
    labels: {
      amount: "Hanga",
      for: "Kaayyoo",
      donor: "Gumaachaa",
      email: "Imeelii",
      reference: "Lakkoofsa ragaa",
    },
    pay: (amount) => `${amount} kaffalaa`,
    fail: "Fashalsaa / haqaa",
    alreadyPaid: "Kaffaltiin yaalii kun duraan kaffalameera.",
    alreadyClosed: "Kaffaltiin yaalii kun osoo hin kaffalamin cufameera.",
    continue: "Itti fufaa",
    notFoundTitle: "Kaffaltiin hin argamne",
    notFound: "Lakkoofsa ragaa kanaaf kaffaltiin yaalii hin jiru.",
  },
  linkFailed: {
    title: "Geessituun kun hin hojjenne",
    invalid: "Geessituun kun sirrii miti.",
    donate: "Gara fuula gumaachaa deemaa",
  },
  digest: {
    subject: (count) =>
      count === 1 ? "Torban kana carraa 1 isiniif" : `Torban kana carraawwan ${count} isiniif`,
    preheader: "Carraawwan haaraa filannoo keessan waliin walsiman, akkasumas kanneen dhiyootti cufaman.",
    intro: "Carraawwan Born To Win irratti kan waan gaafattan waliin walsiman kunoo.",
    newHeading: "Torban kana kan haaraa",
    closingHeading: "Kanneen dhiyootti cufaman",
    filtersHeading: "Calaltuuwwan isin filattan:",
    deadline: (date) => `Guyyaa xumuraa: ${date}`,
    neverPay:
      "Born To Win iyyachuuf kaffaltii tokkollee hin gaafatu. Namni iyyachuuf akka kaffaltan isin gaafate yoo jiraate, hin kaffalinaa; beeksisa sanas gabaasaa.",
    settings: "Waan isin qaqqabu jijjiiraa",
    reason:
      "Imeeliin torbanii kun kan isin qaqqabu beeksisa carraawwanii Born To Win irraa waan gaafattaniif.",
  },
  calendar: {
    summary: (title) => `Guyyaa xumuraa: ${title}`,
    description: "Guyyaa iyyannoo isa xumuraa. Born To Win iyyachuuf kaffaltii hin gaafatu.",
    details: "Odeeffannoo fi akkaataa iyyannoo",
    reminder: "Guyyaan xumuraa boru",
  },
};
