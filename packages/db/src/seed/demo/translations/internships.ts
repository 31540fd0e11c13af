// Amharic and Afaan Oromo versions of the demo internships, keyed by category and first company ("category|company").
import type { DemoTranslations } from "./shared.ts";

export const internships: DemoTranslations = {
  "Web Development Intern|Gebeya Inc.": {
    am: {
      title: "የፊት ገጽ (frontend) ተለማማጅ፣ የችሎታ ገበያ",
      Responsibilities:
        "<p>ለGebeya የችሎታ ገበያ በReact ምላሽ ሰጪ ገጾችን ይገነባሉ፣ ተጠቃሚዎች ያሳወቋቸውን ስህተቶች ያስተካክላሉ፣ ለሚነኳቸው ክፍሎች ሙከራዎችን ይጽፋሉ፣ ከከፍተኛ መሐንዲሶች ጋር በኮድ ግምገማ ይሳተፋሉ።</p>",
      Benefits: "<p>ወርሃዊ አበል፣ ለልምምዱ ጊዜ MacBook፣ ሳምንታዊ የምክር ክፍለ ጊዜዎችና ከሦስት ወር በኋላ የሙሉ ጊዜ ሥራ ዕድል።</p>",
    },
    om: {
      title: "Shaakaltuu fuula duraa (frontend), gabaa dandeettii",
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
      title: "የማሽን መማር ምርምር ተለማማጅ",
      Responsibilities:
        "<p>አዲስ አበባ የሚገኘውን የምርምር ቡድን የአማርኛ ቋንቋ የመረጃ ስብስቦችን በማዘጋጀት፣ ሞዴሎችን በማሠልጠንና በመገምገም ያግዛሉ፤ ሙከራዎችዎንም ለሳምንታዊው የላብራቶሪ ስብሰባ ይጽፋሉ።</p>",
      Benefits: "<p>አበል፣ ለሙከራዎችዎ የGPU ጊዜ፣ አስተዋጽኦ ባደረጉባቸው ጽሑፎች ላይ የጋራ ደራሲነትና በቦታው ምሳ።</p>",
    },
    om: {
      title: "Shaakaltuu qorannoo barumsa maashinii",
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
  "Software Developer Intern (C/C++/Java)|Ethio Telecom": {
    am: {
      Responsibilities:
        "<p>የኔትወርክ ሶፍትዌር ቡድኑን መሣሪያዎችን ለመከታተል በC እና በC++ በሚጻፉ መሣሪያዎች ያግዛሉ፣ ሰነዶችን ይጽፋሉ፣ የዘወትር ፍተሻዎችን በራስ ሰር እንዲሠሩ ያደርጋሉ።</p>",
      Benefits: "<p>አበል፣ በምህንድስና አካዳሚው ሥልጠናና የማጠናቀቂያ የምስክር ወረቀት።</p>",
    },
    om: {
      Responsibilities:
        "<p>Garee sooftiweerii neetworkii meeshaalee hordofuuf C fi C++'n hojjetaman irratti ni gargaartu, galmeewwan barreessitu, qorannoo idilee ofumaan akka hojjetaman gootu.</p>",
      Benefits: "<p>Mindaa, leenjii akaadamii injinariingii fi waraqaa ragaa xumuraa.</p>",
    },
  },
  "Mobile App Developer Intern|Chapa Financial Technologies": {
    am: {
      Responsibilities:
        "<p>ለክፍያ መተግበሪያ በFlutter ገጾችን ይገነባሉ፣ ከChapa APIዎች ጋር ያገናኟቸዋል፣ አብዛኞቹ ደንበኞቻችን በሚጠቀሙባቸው የAndroid ስልኮች ላይ ይፈትሻሉ።</p>",
      Benefits: "<p>የሚከፈልበት የሥራ ልምምድ፣ ተለዋዋጭ ሰዓትና በመጀመሪያው ወር ለእውነተኛ ተጠቃሚዎች የሚደርስ ሥራ የማቅረብ ዕድል።</p>",
    },
    om: {
      Responsibilities:
        "<p>Appii kaffaltiitiif Flutter'n fuulota ijaartu, API Chapa waliin walitti hidhitu, bilbilota Android maamiltoonni keenya baay'een fayyadaman irratti qortu.</p>",
      Benefits:
        "<p>Shaakala hojii kaffalamu, sa'aatii jijjiiramaa fi ji'a jalqabaa keessatti hojii fayyadamtoota dhugaa bira ga'u baasuuf carraa.</p>",
    },
  },
  "Mobile App Developer Intern|Ethiopian Airlines Group": {
    am: {
      Responsibilities:
        "<p>ከዲጂታል ቡድኑ ጋር በአየር መንገዱ የሞባይል መተግበሪያ ላይ ይሠራሉ፦ ስህተቶችን ያስተካክላሉ፣ አቅማቸው ዝቅተኛ በሆኑ ስልኮች ላይ ያለውን አፈጻጸም ይለካሉ፣ አዲስ የትኬት ማስያዣ አገልግሎት እንዲለቀቅ ያግዛሉ።</p>",
      Benefits: "<p>አበል፣ በቦሌ ዋና መሥሪያ ቤት ምሳና ከሞባይል ቡድኑ መሪ የምክር ድጋፍ።</p>",
    },
    om: {
      Responsibilities:
        "<p>Garee dijitaalaa waliin appii moobaayilaa dhaabbata xayyaaraa irratti hojjettu: dogoggora sirreessitu, bilbilota humna xiqqaa qaban irratti saffisa isaa safartu, amala tikeetii qabachuu haaraa akka gadi lakkifamu gargaartu.</p>",
      Benefits:
        "<p>Mindaa, nyaata guyyaa waajjira muummee Boolee fi gorsa hogganaa garee moobaayilaa irraa.</p>",
    },
  },
  "Time Management & Productivity Intern|Doist (remote)": {
    am: {
      Responsibilities:
        "<p>ተማሪዎችና ከርቀት የሚሠሩ ቡድኖች ሥራቸውን እንዴት እንደሚያቅዱ ያጠናሉ፣ ስለ ምርታማነት ዘዴዎች ተግባራዊ መመሪያዎችን ይጽፋሉ፣ የሥራ ዝርዝር ማስተዳደሪያ መተግበሪያ ባህሪያትን ከእውነተኛ ተጠቃሚዎች ጋር ይፈትሻሉ።</p>",
      Benefits: "<p>የሚከፈልበት፣ ከርቀት፣ በአብዛኛው በጽሑፍ የሚግባባ ቡድን፤ ለመጻሕፍትና ለኮርሶች የትምህርት በጀት።</p>",
    },
    om: {
      Responsibilities:
        "<p>Barattoonni fi gareewwan fagoo irraa hojjetan hojii isaanii akkamitti akka karoorfatan qoratta, waa'ee malawwan oomishtummaa qajeelfama hojiirra oolu barreessitu, amaloota appii hojii qindeessuu fayyadamtoota dhugaa waliin qortu.</p>",
      Benefits:
        "<p>Kan kaffalamu, fagoo irraa, garee caalaatti barreeffamaan wal qunnamu; baajata barumsaa kitaabotaa fi koorsiiwwaniif.</p>",
    },
  },
  "Time Management & Productivity Intern|Born To Win": {
    am: {
      title: "የፕሮግራም ረዳት፣ ለተማሪዎች የምክር ድጋፍ",
      Responsibilities:
        "<p>የትምህርት ዕድል የቀን መቁጠሪያችንን ወቅታዊ ያደርጋሉ፣ ለአመልካቾች ሳምንታዊ የጥናት ክፍለ ጊዜዎችን ያቅዳሉ፣ ማንም ተማሪ የመጨረሻ ቀን እንዳያመልጠው የመጨረሻ ቀኖችን ይከታተላሉ።</p>",
      Benefits: "<p>የትራንስፖርት አበል፣ ከፕሮግራም መሪያችን የምክር ድጋፍና የድጋፍ ደብዳቤ።</p>",
    },
    om: {
      title: "Gargaaraa sagantaa, gorsa barattootaa",
      Responsibilities:
        "<p>Kaaleendara carraa barnootaa keenyaa haaromsitu, iyyattootaaf sagantaa qo'annoo torbanii karoorfattu, barataan tokkollee guyyaa xumuraa akka hin darbineef guyyoota xumuraa hordoftu.</p>",
      Benefits: "<p>Baasii geejjibaa, gorsa hogganaa sagantaa keenyaa irraa fi xalayaa deeggarsaa.</p>",
    },
  },
  "Leadership & Public Speaking Intern|BlueMoon Ethiopia": {
    am: {
      Responsibilities:
        "<p>ለወጣት መሥራቾች የሥልጠና መድረኮችን ያዘጋጃሉ፣ ለሃሳብ ማቅረቢያ ቀናት ያሠለጥኗቸዋል፣ የወጣቶች የግብርና ንግድ ማበልጸጊያ ማዕከሉን የማኅበረሰብ ዝግጅቶች በማካሄድ ያግዛሉ።</p>",
      Benefits: "<p>አበል፣ በማሳያ ቀናት የፊት ረድፍ ቦታና የመሥራቾችና የባለሀብቶች ትስስር።</p>",
    },
    om: {
      Responsibilities:
        "<p>Hundeessitoota dargaggootaaf woorkishooppii qopheessitu, guyyaa yaada dhiyeessuuf isaan leenjiftu, taateewwan hawaasaa wiirtuu guddina daldala qonnaa dargaggootaa geggeessuu keessatti gargaartu.</p>",
      Benefits:
        "<p>Mindaa, guyyoota agarsiisaa irratti teessoo tarree duraa fi walitti dhufeenya hundeessitootaa fi invastaroota waliin.</p>",
    },
  },
  "Leadership & Public Speaking Intern|ice addis": {
    am: {
      Responsibilities:
        "<p>በኢኖቬሽን ማዕከሉ የሚካሄዱ ስብሰባዎችን ያመቻቻሉ፣ ፕሮግራሞችን ለአጋሮች ያቀርባሉ፣ የማኅበረሰቡን ታሪኮች በመገናኛ ገጾቻችን ያጋራሉ።</p>",
      Benefits: "<p>አበል፣ ነፃ የጋራ የሥራ ቦታና በውይይት ማመቻቸትና በዲዛይን አስተሳሰብ (design thinking) ሥልጠና።</p>",
    },
    om: {
      Responsibilities:
        "<p>Walgahiiwwan wiirtuu haaromsaa keessatti geggeeffaman mijeessitu, sagantaalee michootaaf dhiyeessitu, seenaa hawaasaa chaanaalota keenya irratti qooddu.</p>",
      Benefits:
        "<p>Mindaa, bakka hojii waloo bilisaa fi leenjii marii mijeessuu fi yaada dizaayinii (design thinking) irratti.</p>",
    },
  },
  "Other|Adama Hospital Medical College": {
    am: {
      title: "የሕብረተሰብ ጤና ተለማማጅ፣ የማኅበረሰብ ክሊኒኮች",
      Responsibilities:
        "<p>በአዳማ የማኅበረሰብ ጤና ተደራሽነት ክሊኒኮች የማኅበረሰብ ጤና ባለሙያዎችን ይደግፋሉ፤ የምርመራ መረጃዎችን ይመዘግባሉ፣ የጤና ትምህርት መርሃ ግብሮችን በማካሄድ ያግዛሉ፣ ውጤቶቹንም ለሕብረተሰብ ጤና ቡድኑ ያጠቃልላሉ።</p>",
      Benefits: "<p>የትራንስፖርት አበል፣ በሕብረተሰብ ጤና ባለሙያ የሚደረግ ክትትልና የተግባር ሥልጠና የምስክር ወረቀት።</p>",
    },
    om: {
      title: "Shaakaltuu fayyaa hawaasaa, kilinikoota hawaasaa",
      Responsibilities:
        "<p>Kilinikoota hawaasaa Adaamaa keessatti hojjettoota fayyaa hawaasaa ni deeggartu: ragaa qorannoo ni galmeessitu, sagantaa barnoota fayyaa geggeessuu keessatti ni gargaartu, bu'aa isaas garee fayyaa hawaasaatiif cuunfitanii ni dhiyeessitu.</p>",
      Benefits:
        "<p>Baasii geejjibaa, hordoffii ogeessa fayyaa hawaasaa fi waraqaa ragaa leenjii hojii irraa.</p>",
    },
  },
  "Other|Ethiopian Agricultural Transformation Institute": {
    am: {
      title: "የግብርና ኤክስቴንሽን ተለማማጅ",
      Responsibilities:
        "<p>ከግብርና ኤክስቴንሽን ባለሙያዎች ጋር የአርሶ አደር ማኅበራትን ይጎበኛሉ፣ ስለ ዘርና ማዳበሪያ አጠቃቀም መረጃ ይሰበስባሉ፣ ለአርሶ አደሮች በአካባቢ ቋንቋዎች አጫጭር መመሪያዎችን በማዘጋጀት ያግዛሉ።</p>",
      Benefits: "<p>ወርሃዊ አበል፣ የመስክ ትራንስፖርትና ልምድ ካላቸው የግብርና ባለሙያዎች ምክር።</p>",
    },
    om: {
      title: "Shaakaltuu babal'insa qonnaa",
      Responsibilities:
        "<p>Ogeeyyii babal'insa qonnaa waliin gamtaalee qonnaan bultootaa ni daawwattu, waa'ee itti fayyadama sanyii fi xaa'oo ragaa ni funaantu, qonnaan bultootaaf qajeelfama gaggabaabaa afaan naannootiin qopheessuu keessatti ni gargaartu.</p>",
      Benefits: "<p>Mindaa ji'aa, geejjiba dirree fi gorsa ogeeyyii qonnaa muuxannoo qaban irraa.</p>",
    },
  },
};
