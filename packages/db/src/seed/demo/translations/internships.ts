// Amharic and Afaan Oromo versions of the demo internships, keyed by category and first company ("category|company").
import type { DemoTranslations } from "./shared.ts";

export const internships: DemoTranslations = {
  "Web Development Intern|Gebeya Inc.": {
    am: {
      Responsibilities:
        "<p>ለGebeya የችሎታ ገበያ በReact ምላሽ ሰጪ ገጾችን ይገነባሉ፣ ተጠቃሚዎች ያሳወቋቸውን ስህተቶች ያስተካክላሉ፣ ለሚነኳቸው ክፍሎች ሙከራዎችን ይጽፋሉ፣ ከከፍተኛ መሐንዲሶች ጋር በኮድ ግምገማ ይሳተፋሉ።</p>",
      Benefits: "<p>ወርሃዊ አበል፣ ለልምምዱ ጊዜ MacBook፣ ሳምንታዊ የምክር ክፍለ ጊዜዎችና ከሦስት ወር በኋላ የሙሉ ጊዜ ሥራ ዕድል።</p>",
    },
    om: {
      Responsibilities:
        "<p>Gabaa dandeettii Gebeyaaf fuulota React'n ijaartu, dogoggora fayyadamtoonni gabaasan sirreessitu, qaamolee tuqxaniif qormaata barreessitu, injinaroota olaanoo waliin gamaaggama koodii irratti hirmaattu.</p>",
      Benefits:
        "<p>Mindaa ji'aa, yeroo shaakalaaf MacBook, gorsa torban torbanii fi ji'a sadii booda carraa hojii yeroo guutuu.</p>",
    },
  },
  "Web Development Intern|Automattic (remote)": {
    am: {
      Responsibilities:
        "<p>በተለያዩ ሀገራት ከሚገኝ ቡድን ጋር በWordPress.com ባህሪያት ላይ ይሠራሉ፣ በተለያየ የሰዓት ክልል ካለ አማካሪ ጋር አብረው ይሠራሉ፣ በልምምዱ መጨረሻ የራስዎን አነስተኛ ፕሮጀክት ያጠናቅቃሉ።</p>",
      Benefits: "<p>የሚከፈልበት፣ ሙሉ በሙሉ ከርቀት፣ ተለዋዋጭ ሰዓት፣ ለቤት ቢሮ ድጋፍና ለልምምዱ ሙሉ ጊዜ አማካሪ።</p>",
    },
    om: {
      Responsibilities:
        "<p>Garee biyyoota garaa garaa keessa jiru waliin amaloota WordPress.com irratti hojjettu, gorsaa godina yeroo biraa jiru waliin hojjettu, dhuma shaakalaatti pirojektii xiqqaa mataa keessanii xumurtu.</p>",
      Benefits:
        "<p>Kan kaffalamu, guutummaatti fagoo irraa, sa'aatii jijjiiramaa, deeggarsa waajjira manaa fi yeroo shaakalaa guutuu gorsaa.</p>",
    },
  },
  "AI & Machine Learning Intern|iCog Labs": {
    am: {
      Responsibilities:
        "<p>አዲስ አበባ የሚገኘውን የምርምር ቡድን የአማርኛ ቋንቋ የመረጃ ስብስቦችን በማዘጋጀት፣ ሞዴሎችን በማሠልጠንና በመገምገም ያግዛሉ፤ ሙከራዎችዎንም ለሳምንታዊው የላብራቶሪ ስብሰባ ይጽፋሉ።</p>",
      Benefits: "<p>አበል፣ ለሙከራዎችዎ የGPU ጊዜ፣ አስተዋጽኦ ባደረጉባቸው ጽሑፎች ላይ የጋራ ደራሲነትና በቦታው ምሳ።</p>",
    },
    om: {
      Responsibilities:
        "<p>Garee qorannoo Finfinnee jiru walitti qabama daataa Afaan Amaaraa qopheessuu, moodeloota leenjisuu fi madaaluun gargaartu; yaalii keessanis walgahii laabraatorii torbaniif barreessitu.</p>",
      Benefits:
        "<p>Mindaa, yeroo GPU yaalii keessaniif, barreeffamoota gumaacha itti gootan irratti barreessaa ta'uu fi nyaata guyyaa bakka hojiitti.</p>",
    },
  },
  "AI & Machine Learning Intern|Kifiya Financial Technology": {
    am: {
      Responsibilities:
        "<p>ለአነስተኛ አርሶ አደሮችና ለአነስተኛ ንግዶች የብድር ብቃት መመዘኛ መረጃን ይመረምራሉ፣ መነሻ ሞዴሎችን ይገነባሉ፣ ያገኙትን ለዳታ ሳይንስ ቡድኑ ያቀርባሉ።</p>",
      Benefits: "<p>ወርሃዊ አበል፣ የትራንስፖርት አበል፣ የምስክር ወረቀትና የድጋፍ ደብዳቤ።</p>",
    },
    om: {
      Responsibilities:
        "<p>Daataa madaallii liqaa qonnaan bultoota xixiqqaa fi daldaltoota xixiqqaa ni qorattu, moodeloota bu'uuraa ni ijaartu, waan argattan garee saayinsii daataatiif dhiyeessitu.</p>",
      Benefits: "<p>Mindaa ji'aa, baasii geejjibaa, waraqaa ragaa fi xalayaa deeggarsaa.</p>",
    },
  },
  "Software Developer Intern (C/C++/Java)|Safaricom Ethiopia": {
    am: {
      Responsibilities:
        "<p>በM-PESA ኢትዮጵያ አገልግሎቶች ላይ የሚሠራ የጀርባ ሥርዓት ቡድንን ይቀላቀላሉ፦ የJava አገልግሎቶችንና ሙከራዎቻቸውን ይጽፋሉ፣ በዕለታዊ ስብሰባዎች ይሳተፋሉ፣ የቴሌኮም ኩባንያ ሶፍትዌርን በስፋት እንዴት እንደሚያስኬድ ይማራሉ።</p>",
      Benefits: "<p>ተወዳዳሪ አበል፣ የሞባይል ዳታ ጥቅልና የተደራጀ የተመራቂዎች የትምህርት ፕሮግራም።</p>",
    },
    om: {
      Responsibilities:
        "<p>Garee sirna duubaa tajaajila M-PESA Itoophiyaa irratti hojjetutti makamtu: tajaajila Java fi qormaata isaanii barreessitu, walgahii guyyaa guyyaa irratti hirmaattu, dhaabbanni telekoomii sooftiweerii bal'inaan akkamitti akka hojjechiisu barattu.</p>",
      Benefits:
        "<p>Mindaa dorgomaa, paakeejii daataa moobaayilaa fi sagantaa barumsaa eebbifamtootaa qindaa'e.</p>",
    },
  },
};
