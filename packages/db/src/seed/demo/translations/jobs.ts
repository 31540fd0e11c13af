// Amharic and Afaan Oromo versions of the demo jobs, keyed by JobTitle.
import type { DemoTranslations } from "./shared.ts";

export const jobs: DemoTranslations = {
  "Junior Frontend Developer (React)": {
    am: {
      JobTitle: "ጀማሪ የፊት ገጽ ገንቢ (React)",
      location: "አዲስ አበባ፣ ኢትዮጵያ",
      Description:
        "የአፍሪካ አቀፍ የችሎታ ገበያ የድረ ገጽ መተግበሪያዎችን ይገነባሉ፣ ይጠብቃሉ። የReact እና የTypeScript መሠረታዊ ዕውቀት አለዎት፣ ለሁሉም ተደራሽ የሆኑ ገጾች ያሳስብዎታል፣ እያንዳንዱን ለውጥ በሚገመግም ቡድን ውስጥ ማደግ ይፈልጋሉ። ከ0 እስከ 2 ዓመት ልምድ።",
    },
    om: {
      JobTitle: "Misoomsaa Fuula Duraa Jalqabaa (React)",
      location: "Finfinnee, Itoophiyaa",
      Description:
        "Appiiwwan weebii gabaa dandeettii Afrikaa guutuu ni ijaartu, ni kunuuntu. Bu'uura React fi TypeScript ni beektu, fuulota nama hundaaf mijatoo ta'an ni yaaddu, garee jijjiirama hunda gamaaggamu keessatti guddachuu barbaaddu. Muuxannoo waggaa 0 hanga 2.",
    },
  },
  "Data Analyst": {
    am: {
      JobTitle: "የዳታ ተንታኝ",
      location: "አዲስ አበባ፣ ኢትዮጵያ",
      Description:
        "የግብይትና የዳሰሳ መረጃዎችን አበዳሪዎች አነስተኛ ንግዶችን እንዲደርሱ ወደሚያግዙ ዳሽቦርዶችና ሪፖርቶች ይቀይራሉ። SQL፣ Excel እና Python ወይም R፤ በስታቲስቲክስ፣ በኢኮኖሚክስ ወይም በኮምፒውተር ሳይንስ ዲግሪ።",
    },
    om: {
      JobTitle: "Xiinxalaa Daataa",
      location: "Finfinnee, Itoophiyaa",
      Description:
        "Daataa daldalaa fi qorannoo gara gabatee fi gabaasa liqeessitoonni daldaltoota xixiqqaa akka qaqqaban gargaaranitti jijjiirtu. SQL, Excel fi Python yookiin R; digrii istaatistiksii, diinagdee yookiin saayinsii kompiitaraa.",
    },
  },
  "Customer Experience Associate (Amharic and English)": {
    am: {
      JobTitle: "የደንበኞች አገልግሎት ባለሙያ (አማርኛና እንግሊዝኛ)",
      location: "አዲስ አበባ፣ ኢትዮጵያ",
      Description:
        "ደንበኞችን በስልክና በቻት በሞባይልና በM-PESA ሂሳቦቻቸው ያግዛሉ። አማርኛና እንግሊዝኛን አቀላጥፈው ይናገራሉ፤ አፋን ኦሮሞ ወይም ትግርኛ ተጨማሪ ጥቅም ነው። የፈረቃ ሥራ፣ ትራንስፖርት ይቀርባል።",
    },
    om: {
      JobTitle: "Ogeessa Tajaajila Maamiltootaa (Afaan Amaaraa fi Ingiliffaa)",
      location: "Finfinnee, Itoophiyaa",
      Description:
        "Maamiltoota herrega moobaayilaa fi M-PESA isaanii irratti bilbilaa fi haasaa barreeffamaatiin gargaartu. Afaan Amaaraa fi Ingiliffaa sirriitti dubbattu; Afaan Oromoo yookiin Tigiree dabalataan faayidaa qaba. Hojii sa'aatii jijjiiraa, geejjibni ni dhiyaata.",
    },
  },
  "Junior Backend Developer (Node.js)": {
    am: {
      JobTitle: "ጀማሪ የጀርባ ሥርዓት ገንቢ (Node.js)",
      location: "አዲስ አበባ፣ ኢትዮጵያ",
      Description:
        "በሺዎች የሚቆጠሩ የኢትዮጵያ ነጋዴዎች ከሚጠቀሙበት የክፍያ መግቢያ በስተጀርባ ያሉ የNode.js አገልግሎቶችን ይጽፋሉ፣ ይፈትሻሉ። JavaScriptን በደንብ ያውቃሉ፣ PostgreSQLን ተጠቅመዋል፣ ገንዘብ እንዴት እንደሚንቀሳቀስ መረዳት ይወዳሉ።",
    },
    om: {
      JobTitle: "Misoomsaa Sirna Duubaa Jalqabaa (Node.js)",
      location: "Finfinnee, Itoophiyaa",
      Description:
        "Tajaajila Node.js karra kaffaltii daldaltoonni Itoophiyaa kumaatamaan itti fayyadaman duuba jiru barreessitu, qortu. JavaScript sirriitti beektu, PostgreSQL fayyadamtaniirtu, maallaqni akkamitti akka socho'u hubachuu jaallattu.",
    },
  },
  "telebirr Agent Trainer": {
    am: {
      JobTitle: "የtelebirr ወኪሎች አሠልጣኝ",
      location: "አዲስ አበባና የክልል ከተሞች",
      Description:
        "የtelebirr ወኪሎችን ደንበኞችን በመመዝገብ፣ ገንዘብ በማስገባትና በማውጣት እንዲሁም ማጭበርበርን በመከላከል ላይ የሚያሠለጥኑበት የስድስት ወር ኮንትራት። ወደ ክልል ከተሞች መጓዝን ይጠይቃል፤ ዲፕሎማና የማሠልጠን ልምድ ያስፈልጋል።",
    },
    om: {
      JobTitle: "Leenjisaa Bakka Bu'oota telebirr",
      location: "Finfinnee fi magaalota naannolee",
      Description:
        "Qacarrii ji'a ja'aa bakka bu'oota telebirr maamiltoota galmeessuu, maallaqa galchuu fi baasuu, akkasumas gowwoomsaa ittisuu irratti leenjisuu. Magaalota naannoolee deemuu gaafata; diploomaa fi muuxannoo leenjisuu barbaachisa.",
    },
  },
  "IELTS Preparation Tutor": {
    am: {
      JobTitle: "የIELTS ዝግጅት አስጠኚ",
      location: "ቦሌ፣ አዲስ አበባ",
      Description:
        "ለIELTS እና ለDuolingo English Test ለሚዘጋጁ ተማሪዎች በሳምንት ሁለት የምሽት ክፍሎችን ያስተምራሉ። 7.5 ወይም ከዚያ በላይ የባንድ ውጤትና የተወሰነ የማስተማር ልምድ ያስፈልጋል።",
    },
    om: {
      JobTitle: "Barsiisaa Qophii IELTS",
      location: "Boolee, Finfinnee",
      Description:
        "Barattoota IELTS fi Duolingo English Test'f qophaa'aniif torbanitti kutaa galgalaa lama barsiiftu. Qabxii baandii 7.5 yookiin isaa ol fi muuxannoo barsiisuu muraasa barbaachisa.",
    },
  },
  "Graduate Trainee, Finance and Accounting": {
    am: {
      JobTitle: "የተመራቂ ሠልጣኝ፣ ፋይናንስና ሒሳብ አያያዝ",
      location: "አዲስ አበባ፣ ኢትዮጵያ",
      Description:
        "በሒሳብ አያያዝ፣ በኢኮኖሚክስ ወይም በማኔጅመንት በቅርቡ ለተመረቁና CGPAቸው 3.0 ወይም ከዚያ በላይ ለሆነ፣ በቅርንጫፍ ሥራዎች፣ በብድርና በፋይናንስ ክፍሎች እየተዘዋወሩ የሚሠሩበት የአንድ ዓመት ፕሮግራም።",
    },
    om: {
      JobTitle: "Leenjifamaa Eebbifamaa, Faayinaansii fi Herregaa",
      location: "Finfinnee, Itoophiyaa",
      Description:
        "Sagantaa waggaa tokkoo hojii damee, liqaa fi faayinaansii keessa naannessee hojjechiisu, eebbifamtoota haaraa herregaa, diinagdee yookiin bulchiinsaa kan CGPA 3.0 yookiin isaa ol qabaniif.",
    },
  },
  "Technology Writer": {
    am: {
      JobTitle: "የቴክኖሎጂ ጸሐፊ",
      location: "ከርቀት፣ በአዲስ አበባ ሰዓት",
      Description:
        "ስለ ኢትዮጵያ ጀማሪ ንግዶች፣ የፋይናንስ ቴክኖሎጂና የዲጂታል ፖሊሲ ይዘግባሉ። በእንግሊዝኛ የታተሙ ሁለት ናሙና ጽሑፎች ያስፈልጋሉ፤ በአማርኛ መጻፍ ተጨማሪ ጥቅም ነው። ሳምንታዊ የኤዲቶሪያል ስብሰባ እያደረጉ በኢትዮጵያ ውስጥ ከየትኛውም ቦታ ይሠራሉ።",
    },
    om: {
      JobTitle: "Barreessaa Teeknooloojii",
      location: "Fagoo irraa, sa'aatii Finfinneetiin",
      Description:
        "Waa'ee daldaloota haaraa, teeknooloojii faayinaansii fi imaammata dijitaalaa Itoophiyaa gabaasitu. Barreeffama Afaan Ingiliffaan maxxanfame lama barbaachisa; Afaan Amaaraan barreessuun dabalataan faayidaa qaba. Walgahii gulaallii torbanii wajjin Itoophiyaa keessa bakka kamiyyuu irraa hojjettu.",
    },
  },
  "Scholarship Application Mentor": {
    am: {
      JobTitle: "የትምህርት ዕድል ማመልከቻ አማካሪ",
      location: "አዲስ አበባ ወይም በኦንላይን",
      Description:
        "ሁለት ወይም ሦስት ተማሪዎችን በትምህርት ዕድል ማመልከቻቸው ይመራሉ፦ ድርሰቶቻቸውን ይገመግማሉ፣ የልምምድ ቃለ መጠይቅ ያደርጋሉ፣ በጊዜ ሰሌዳቸው እንዲሄዱ ይከታተላሉ። ለዓለም አቀፍ ፕሮግራሞች የቀድሞ ተሳታፊዎች ተስማሚ ነው፤ በሳምንት ሦስት ሰዓት ገደማ።",
    },
    om: {
      JobTitle: "Gorsaa Iyyannoo Carraa Barnootaa",
      location: "Finfinnee yookiin toora interneetiin",
      Description:
        "Barattoota lama yookiin sadii iyyannoo carraa barnootaa isaanii keessatti qajeelchitu: barreeffamoota isaanii gamaaggamtu, af-gaaffii shaakalaa geggeessitu, sagantaa yeroo isaanii akka eegan hordoftu. Eebbifamtoota duraanii sagantaalee idil-addunyaatiif mijataa dha; torbanitti gara sa'aatii sadii.",
    },
  },
  "Monitoring and Evaluation Officer": {
    am: {
      JobTitle: "የክትትልና ግምገማ ባለሙያ",
      location: "አዲስ አበባ፣ ኢትዮጵያ",
      Description:
        "ለአንድ ብሔራዊ የጤና ፕሮግራም የመረጃ አሰባሰብንና ሪፖርት ዝግጅትን ይደግፋሉ። በሕብረተሰብ ጤና ወይም በስታቲስቲክስ ዲግሪ፣ የKoboToolbox ወይም የODK ልምድና በተመሳሳይ የሥራ መደብ የሁለት ዓመት ልምድ ያስፈልጋል።",
    },
    om: {
      JobTitle: "Ogeessa Hordoffii fi Madaallii",
      location: "Finfinnee, Itoophiyaa",
      Description:
        "Sagantaa fayyaa biyyaalessaa tokkoof funaansa daataa fi gabaasa qopheessuu deeggartu. Digrii fayyaa hawaasaa yookiin istaatistiksii, muuxannoo KoboToolbox yookiin ODK fi hojii wal fakkaataa irratti muuxannoo waggaa lamaa barbaachisa.",
    },
  },
  "UX Research Intern": {
    am: {
      JobTitle: "የተጠቃሚ ተሞክሮ (UX) ምርምር ሠልጣኝ",
      location: "አዲስ አበባ፣ ኢትዮጵያ",
      Description:
        "ለሦስት ወር ተጠቃሚዎችን ቃለ መጠይቅ ያደርጋሉ፣ የአጠቃቀም ሙከራዎችን ያካሂዳሉ፣ ያገኙትን በኢኖቬሽን ማዕከሉ ለሚገኙ የጀማሪ ንግዶች ቡድኖች ያካፍላሉ። ከሥራ ማሳያ ይልቅ የማወቅ ጉጉትና ግልጽ አጻጻፍ ይበልጥ ይፈለጋሉ።",
    },
    om: {
      JobTitle: "Shaakaltuu Qorannoo Muuxannoo Fayyadamaa (UX)",
      location: "Finfinnee, Itoophiyaa",
      Description:
        "Ji'a sadiif fayyadamtoota af-gaaffii gaafatta, qormaata salphina itti fayyadamaa geggeessitu, waan argattan gareewwan daldala haaraa wiirtuu haaromsaa keessa jiraniif qooddu. Kuusaa hojii caalaa fedhiin beekuu fi barreeffamni ifa ta'e caalaa barbaachisu.",
    },
  },
  "Community Events Coordinator": {
    am: {
      JobTitle: "የማኅበረሰብ ዝግጅቶች አስተባባሪ",
      location: "አዲስ አበባ፣ ኢትዮጵያ",
      Description:
        "ወርሃዊውን የመሥራቾች ስብሰባና በየሩብ ዓመቱ የሚካሄደውን የሃሳብ ማቅረቢያ ቀን ያቅዳሉ፣ ያካሂዳሉ፦ ቦታ፣ ተናጋሪዎች፣ ምዝገባና ክትትል። በሳምንት ሃያ ሰዓት።",
    },
    om: {
      JobTitle: "Qindeessaa Taateewwan Hawaasaa",
      location: "Finfinnee, Itoophiyaa",
      Description:
        "Walgahii hundeessitootaa ji'a ji'aa fi guyyaa yaada dhiyeessuu kurmaana kurmaanaan qopheessitu, geggeessitu: bakka, dubbattoota, galmee fi hordoffii. Torbanitti sa'aatii digdama.",
    },
  },
};
