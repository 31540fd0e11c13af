// Amharic and Afaan Oromo versions of the demo team members, keyed by name.
import type { DemoTranslations } from "./shared.ts";

export const teams: DemoTranslations = {
  "Liya Mulugeta": {
    am: {
      position: "መሥራችና ዋና ዳይሬክተር",
      teamMemberBio:
        "ሊያ በDAAD የትምህርት ዕድል በጀርመን ምህንድስና ተምራለች፤ እነዚያን ዕድሎች ማን እንደሚያገኝ የሚወስነው ዕድል ሳይሆን ችሎታ እንዲሆን Born To Winን መሠረተች። አጋርነትንና የገንዘብ ማሰባሰብን ከአትላንታና ከአዲስ አበባ ትመራለች።",
    },
    om: {
      position: "Hundeessituu fi Daarektara Olaanaa",
      teamMemberBio:
        "Liyaan carraa barnootaa DAAD'n Jarmanitti injinariingii barattee, carraawwan sana eenyu akka argatu kan murteessu carraa osoo hin taane dandeettii akka ta'uuf Born To Win hundeessite. Michummaa fi maallaqa sassaabuu Atlaantaa fi Finfinnee irraa ni geggeessiti.",
    },
  },
  "Samuel Tadesse": {
    am: {
      position: "የትምህርት ዕድል ፕሮግራም መሪ",
      teamMemberBio:
        "ሳሙኤል የምክር ቡድኖችንና የማመልከቻ የቀን መቁጠሪያን ያስተዳድራል። በሕዝብ ፖሊሲ የFulbright ምሩቅ ሲሆን ከአንድ ሺህ በላይ የግል መግለጫዎችን አንብቧል።",
    },
    om: {
      position: "Hogganaa Sagantaa Carraa Barnootaa",
      teamMemberBio:
        "Saamu'eel marii gorsaa fi kaaleendara iyyannoo ni geggeessa. Eebbifamaa Fulbright imaammata uummataa ti; ibsa dhuunfaa kuma tokkoo ol dubbiseera.",
    },
  },
  "Bethlehem Assefa": {
    am: {
      position: "የሙያና የሥራ ልምምድ አስተባባሪ",
      teamMemberBio:
        "ቤተልሔም ተማሪዎችን አዲስ አበባ ካሉ ቀጣሪዎችና በውጭ ሀገር ከርቀት ከሚሠሩ ቡድኖች ጋር ታገናኛለች። ቀደም ሲል ለአንድ የቴሌኮም ኩባንያ ተመራቂዎችን ትቀጥር ነበር።",
    },
    om: {
      position: "Qindeessituu Ogummaa fi Shaakala Hojii",
      teamMemberBio:
        "Beetelihem barattoota qacartoota Finfinnee keessaa fi gareewwan biyya alaa fagoo irraa hojjetan waliin walitti fidde. Kanaan dura dhaabbata telekoomii tokkoof eebbifamtoota qacarti turte.",
    },
  },
  "Nahom Wolde": {
    am: {
      position: "የሥልጠናና የዲጂታል ክህሎት መሪ",
      teamMemberBio:
        "ናሆም የተጠናከሩ ሥልጠናዎቻችንን የሚነድፍና የድረ ገጽ ልማት ትምህርቱን የሚያስተምር የሶፍትዌር መሐንዲስ ነው። ትክክለኛ የመጀመሪያ ፕሮጀክት ካገኘ ማንም ሰው ኮድ መጻፍ መማር ይችላል ብሎ ያምናል።",
    },
    om: {
      position: "Hogganaa Leenjii fi Dandeettii Dijitaalaa",
      teamMemberBio:
        "Naahoom injinara sooftiweerii leenjii cimaa keenya qopheessu fi barnoota misooma weebii barsiisu dha. Pirojektii jalqabaa sirrii yoo argate namni kamiyyuu koodii barreessuu barachuu akka danda'u ni amana.",
    },
  },
  "Rahel Desta": {
    am: {
      position: "የጀማሪ ንግዶች ድጋፍ ሥራ አስኪያጅ",
      teamMemberBio:
        "ራሔል የሃሳብ ማቅረቢያ ቀናትንና የመሥራቾች የምክር ድጋፍን ታዘጋጃለች። ከመቀላቀሏ በፊት አዲስ አበባ የሚገኝ የግብርና ንግድ ማበልጸጊያ ማዕከልን በማስተዳደር አግዛለች።",
    },
    om: {
      position: "Hojii Geggeessituu Deeggarsa Daldala Haaraa",
      teamMemberBio:
        "Raahel guyyoota yaada dhiyeessuu fi gorsa hundeessitootaa ni qindeessiti. Osoo nutti hin makamin dura wiirtuu guddina daldala qonnaa Finfinnee keessa jiru geggeessuu keessatti gargaarte.",
    },
  },
  "Ermias Negash": {
    am: {
      position: "ፋይናንስና የለጋሾች ግንኙነት",
      teamMemberBio:
        "ኤርሚያስ እያንዳንዱ ብር በሒሳብ መያዙን ያረጋግጣል፤ የሩብ ዓመቱን የለጋሾች ወቅታዊ መረጃም ይጽፋል። ለትርፍ ባልተቋቋሙ ድርጅቶች አሥር ዓመት የሠራ የተመሰከረለት የሒሳብ ባለሙያ ነው።",
    },
    om: {
      position: "Faayinaansii fi Hariiroo Gumaachitootaa",
      teamMemberBio:
        "Ermiyaas birriin hundi herrega keessa akka galu mirkaneessa, odeeffannoo gumaachitootaa kurmaana kurmaanaanis ni barreessa. Ogeessa herregaa beekamtii qabu kan dhaabbilee bu'aaf hin hundoofne keessatti waggaa kudhan hojjete dha.",
    },
  },
  "Tsion Abebe": {
    am: {
      position: "የማኅበረሰብና የኮሙኒኬሽን ባለሙያ",
      teamMemberBio:
        "ጽዮን ዜናዎቻችንን ትጽፋለች፣ የማኅበራዊ ሚዲያ ገጾቻችንን ታስተዳድራለች፣ ተማሪዎች ለሚልኩልን መልዕክቶችም በአማርኛና በእንግሊዝኛ ምላሽ ትሰጣለች።",
    },
    om: {
      position: "Ogeettii Hawaasaa fi Komunikeeshinii",
      teamMemberBio:
        "Tsiyoon oduu keenya barreessiti, miidiyaa hawaasaa keenya geggeessiti, ergaa barattoonni nuuf ergan Afaan Amaaraa fi Ingiliffaan deebisti.",
    },
  },
};
