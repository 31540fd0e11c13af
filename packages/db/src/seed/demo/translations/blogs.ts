// Amharic and Afaan Oromo versions of the demo blog posts, keyed by title; content as the editor stores it (paragraphs of HTML).
import { type DemoTranslations, html } from "./shared.ts";

export const blogs: DemoTranslations = {
  "Free online digital skills bootcamp: eight weeks, starting soon": {
    am: {
      title: "ነፃ የኦንላይን የዲጂታል ክህሎት ሥልጠና፦ ስምንት ሳምንት፣ በቅርቡ ይጀምራል",
      description:
        "የድረ ገጽ መሠረታዊ ነገሮች፣ ስፕሬድሺት፣ የኦንላይን ደህንነትና የፍሪላንስ ሥራ፦ በኢትዮጵያ በየትኛውም ቦታ ላሉ ተማሪዎችና ተመራቂዎች ነፃ የምሽት የተጠናከረ ሥልጠና።",
      content: html([
        "የሚቀጥለው የዲጂታል ክህሎት ሥልጠናችን ምዝገባ በዚህ ሳምንት ይከፈታል። በስምንት ሳምንታት፣ በሳምንት ሁለት ምሽቶች፣ ተሳታፊዎች ቀላል ድረ ገጽ መሥራትን፣ በስፕሬድሺት በልበ ሙሉነት መሥራትን፣ በኦንላይን ደህንነታቸውን መጠበቅንና የመጀመሪያ የፍሪላንስ ደንበኞቻቸውን ማግኘትን ይማራሉ። ሁሉም ክፍለ ጊዜዎች በኦንላይን ስለሚሰጡ ከአዲስ አበባ፣ ከሀዋሳ፣ ከመቐለ ወይም ስልክና የዳታ ጥቅል ካለበት ከየትኛውም ቦታ መሳተፍ ይችላሉ።",
        "ሥልጠናው ነፃ ነው። የሚሰጡት በኢትዮጵያና በውጭ ሀገር በገንቢነት፣ በተንታኝነትና በዲዛይነርነት የሚሠሩ በጎ ፈቃደኞች ናቸው፤ እያንዳንዱ ሳምንት ወደ ሥራ ማሳያዎ በሚገባ አነስተኛ ፕሮጀክት ይጠናቀቃል። መብራት ወይም ኢንተርኔት ለሚቋረጥባቸው ክፍለ ጊዜዎቹ ይቀረጻሉ፤ አማካሪዎችም በክፍሎች መካከል በቡድን ቻት ጥያቄዎችን ይመልሳሉ።",
        "አማካሪዎች እያንዳንዱን ፕሮጀክት መገምገም እንዲችሉ ቦታው ለ300 ተሳታፊዎች የተወሰነ ነው። ለመጨረሻ ዓመት ተማሪዎች፣ ለአዲስ ተመራቂዎችና ወደ ሥራ ለሚመለሱ ወጣት ሴቶች ቅድሚያ እንሰጣለን። ስምንቱንም ፕሮጀክቶች ያጠናቀቁ የምስክር ወረቀትና ለሥራ ልምምድ ማገናኛ ቀናችን ግብዣ ያገኛሉ።",
        "ለመመዝገብ በሥልጠና ገጹ ላይ ያለውን አጭር ቅጽ ይሙሉና የሚስማማዎትን የምሽት ሰዓት ይምረጡ። ጥያቄ ካለዎት በአስተያየት መስጫ ቅጹ ወይም በWhatsApp ይጻፉልን፤ በሁለት የሥራ ቀናት ውስጥ እንመልሳለን።",
      ]),
    },
    om: {
      title:
        "Leenjii cimaa dandeettii dijitaalaa toora interneetii bilisaa: torban saddeet, dhiyootti jalqaba",
      description:
        "Bu'uura weebii, ispireedshiitii, nageenya toora interneetii fi hojii dhuunfaa (freelance): leenjii cimaa galgalaa bilisaa barattootaa fi eebbifamtoota Itoophiyaa keessa bakka kamiyyuu jiraniif.",
      content: html([
        "Galmeen leenjii dandeettii dijitaalaa keenya itti aanu torban kana banama. Torban saddeetiif, torbanitti galgala lama, hirmaattonni marsariitii salphaa ijaaruu, ispireedshiitiin of amanamummaan hojjechuu, toora interneetii irratti nageenya isaanii eeggachuu fi maamiltoota hojii dhuunfaa isaanii jalqabaa argachuu ni baratu. Leenjiin hundi toora interneetiin waan kennamuuf, Finfinnee, Hawaasaa, Maqalee yookiin bakka bilbilaa fi paakeejii daataa qabdan kamiyyuu irraa hirmaachuu dandeessu.",
        "Leenjiin kun bilisa. Kan kennan tola ooltota Itoophiyaa fi biyya alaatti akka misoomsitootaa, xiinxaltootaa fi dizaayinaroottaatti hojjetanii dha; torbanni hundi pirojektii xiqqaa kuusaa hojii keessanii keessa galuun xumurama. Warra ibsaan yookiin interneetiin irraa citeef leenjiin ni waraabama; gorsitoonnis gidduu kutaalee garee haasaa irratti gaaffii ni deebisu.",
        "Gorsitoonni pirojektii hunda akka ilaalan, bakki hirmaattota 300 qofaaf daangeffame. Barattoota waggaa xumuraa, eebbifamtoota haaraa fi dubartoota dargaggoo gara hojiitti deebi'aniif dursa kennina. Warri pirojektoota saddeetan hunda xumuran waraqaa ragaa fi afeerraa guyyaa walitti fiduu shaakala hojii keenyaa ni argatu.",
        "Galmaa'uuf, fuula Leenjii irratti unka gabaabaa guutaa, sa'aatii galgalaa isinii mijatu filadhaa. Gaaffii yoo qabaattan, unka yaadaa yookiin WhatsApp irratti nuuf barreessaa; guyyoota hojii lama keessatti deebii ni kennina.",
      ]),
    },
  },
  "Startup pitch day: fifteen startups, one room full of investors": {
    am: {
      title: "የጀማሪ ንግዶች የሃሳብ ማቅረቢያ ቀን፦ አሥራ አምስት ጀማሪ ንግዶች፣ በባለሀብቶች የተሞላ አንድ አዳራሽ",
      description:
        "አሥራ አምስት አዳዲስ የኢትዮጵያ ጀማሪ ንግዶች በአዲስ አበባ ለባለሀብቶች፣ ለአማካሪዎችና ለለጋሾች ሃሳባቸውን አቀረቡ። ያየነውና ያሸነፉት እነሆ።",
      content: html([
        "ባለፈው ቅዳሜ አሥራ አምስት ጀማሪ ንግዶች በቦሌ በተካሄደው የሃሳብ ማቅረቢያ ቀናችን መድረክ ላይ ወጡ፤ እያንዳንዳቸው ለማቅረብ አምስት ደቂቃና ለጥያቄ አምስት ደቂቃ ነበራቸው። ከ200 በላይ እንግዶች ተገኝተዋል፦ ባለሀብቶች፣ የሀገር ውስጥ ባንኮች ተወካዮች፣ በውጭ የሚኖሩ ለጋሾችና ከሁሉም በላይ ያጨበጨቡት የመሥራቾቹ ቤተሰቦች።",
        "ጀማሪ ንግዶቹ ግብርናን፣ ጤናን፣ ትምህርትን፣ ሎጂስቲክስንና ፋይናንስን ያካትታሉ። ከጅማ የመጣ ቡድን አርሶ አደሮች በስልክ የሚጠቀሙበትን የአፈር መመርመሪያ አሳየ፤ ከአዳማ የመጡ ሁለት እህትማማቾች ያለ ኢንተርኔት በአማርኛና በአፋን ኦሮሞ የሚሠራ የማጠናከሪያ ትምህርት መተግበሪያ አቀረቡ፤ የምህንድስና ተመራቂዎች ቡድን በሀገር ውስጥ ከተገኙ ክፍሎች የተሠራ የኤሌክትሪክ ባለሦስት እግር ተሽከርካሪ አሳየ።",
        "ዳኞቹ እያንዳንዳቸው 150,000 ብር የሆኑ ሦስት የመነሻ ገንዘብ ድጋፎችን ሰጡ፤ ገንዘቡ ሙሉ በሙሉ ለጀማሪ ንግዶች ድጋፍ ፕሮግራማችን ከተደረጉ ልገሳዎች የተገኘ ነው። አሥራ አምስቱም ቡድኖች ቀደም ብለው ኢንቨስትመንት ካገኙ መሥራቾች ጋር የስድስት ወር የምክር ድጋፍ ይጀምራሉ፤ አራት ቡድኖችም በዚያው ምሽት በባለሀብቶች ለተጨማሪ ውይይት ተጋብዘዋል።",
        "ቀኑን እውን ላደረጉት በጎ ፈቃደኞቻችን፣ ዳኞቻችንና ለጋሾች ሁሉ እናመሰግናለን። ለሚቀጥለው የሃሳብ ማቅረቢያ ቀን ማመልከቻ በሦስት ወር ውስጥ ይከፈታል፤ መሥራቾች በመርጃዎች ክፍል ባለው የሃሳብ ማቅረቢያ መመሪያችን ዝግጅት መጀመር ይችላሉ።",
      ]),
    },
    om: {
      title:
        "Guyyaa yaada dhiyeessuu daldala haaraa: daldaloota haaraa kudha shan, galma invastaroottan guutame tokko",
      description:
        "Daldaloonni haaraa Itoophiyaa kudha shan Finfinneetti invastaroota, gorsitootaa fi gumaachitootaaf yaada isaanii dhiyeessan. Waan argine fi warra mo'e kunoo.",
      content: html([
        "Sanbata darbe daldaloonni haaraa kudha shan guyyaa yaada dhiyeessuu keenya Boolee keessatti waltajjii bahan; tokkoon tokkoon isaanii dhiyeessuuf daqiiqaa shanii fi gaaffiif daqiiqaa shan qabu turan. Keessummoonni 200 ol argaman: invastaroota, bakka bu'oota baankota biyya keessaa, gumaachitoota biyya alaa jiranii fi maatii hundeessitootaa, kanneen hunda caalaa harka rukutan.",
        "Daldaloonni haaraan qonna, fayyaa, barnoota, loojistiksii fi faayinaansii of keessaa qabu. Gareen Jimmaa irraa dhufe meeshaa qorannoo biyyee qonnaan bultoonni bilbilaan fayyadaman agarsiise; obboleettonni lama Adaamaa irraa appii barnoota deeggarsaa interneetii malee Afaan Amaaraa fi Afaan Oromootiin hojjetu dhiyeessan; gareen eebbifamtoota injinariingii konkolaataa miilla sadii elektirikii qaamolee biyya keessatti argamaniin hojjetame agarsiise.",
        "Abbootiin murtii deeggarsa maallaqa jalqabaa sadii, tokkoon tokkoon isaanii Birrii 150,000, kennan; maallaqni kun guutummaatti gumaacha sagantaa deeggarsa daldala haaraa keenyaaf godhame irraa kan argame dha. Gareen kudha shanan hundi hundeessitoota duraan invastimantii argatan waliin gorsa ji'a ja'aa jalqabu; gareen afur galgala sanuma invastarootaan marii itti aanuuf afeeraman.",
        "Tola ooltota keenya, abbootii murtii keenyaa fi gumaachitoota guyyaa kana dhugoomsan hundaaf galatoomaa. Iyyannoon guyyaa yaada dhiyeessuu itti aanuu ji'a sadii keessatti banama; hundeessitoonni qajeelfama dhiyeessa yaadaa kutaa Meeshaalee barumsaa keessa jiruun qophaa'uu jalqabuu danda'u.",
      ]),
    },
  },
  "How to write a personal statement scholarship panels remember": {
    am: {
      title: "የትምህርት ዕድል ገምጋሚዎች የማይረሱትን የግል መግለጫ እንዴት መጻፍ ይቻላል",
      description: "ከመጀመሪያው ዓረፍተ ነገር እስከ መጨረሻው ንባብ የጠንካራ መግለጫዎች አምስት ልማዶች፣ ካሸነፉ ተማሪዎች ምሳሌዎች ጋር።",
      content: html([
        "ገምጋሚዎች ለአንድ ፕሮግራም በመቶዎች የሚቆጠሩ መግለጫዎችን ያነባሉ። የሚያስታውሷቸው በአንድ ግልጽ ነገር የሚጀምሩትን ነው፦ አንድ ቅጽበት፣ ያዩት ችግር ወይም የሠሩት ፕሮጀክት። «ሁልጊዜም ለሕብረተሰብ ጤና ፍቅር ነበረኝ» ከማለት ይልቅ በአንድ የገጠር ክሊኒክ መጠበቂያ ክፍል ታካሚዎችን በመቁጠር ያሳለፉትን ከሰዓት ይጻፉ።",
        "ከዚያም ያለፈ ታሪክዎን ከፕሮግራሙ፣ ፕሮግራሙን ደግሞ ከወደፊትዎ ጋር ያገናኙ። ለእርስዎ የሚጠቅሙትን ኮርሶች ወይም መምህራን በስም ይጥቀሱ፤ ወደ ኢትዮጵያ ሲመለሱ ምን እንደሚሠሩ ይናገሩ። በተለይ የChevening እና የMastercard Foundation ገምጋሚዎች ለሀገር ለመመለስ የሚታመን ዕቅድ ይፈልጋሉ።",
        "እውነተኛና አጭር ያድርጉት። ከቃላት ገደቡ አይለፉ፣ በማንም መግለጫ ውስጥ ሊገኝ የሚችል ዓረፍተ ነገር ሁሉ ይቁረጡ፣ ሁለት ሰዎች ጮክ ብለው እንዲያነቡልዎ ይጠይቁ። የራስዎን ቃላት መስማት እርስዎን የማይመስሉ ዓረፍተ ነገሮችን ለማግኘት ፈጣኑ መንገድ ነው።",
      ]),
    },
    om: {
      title: "Ibsa dhuunfaa koreen carraa barnootaa hin irraanfanne akkamitti barreessitu",
      description:
        "Amaloota ibsa cimaa shan, hima jalqabaa irraa hanga dubbisa xumuraatti, fakkeenya barattoota mo'an irraa waliin.",
      content: html([
        "Gamaaggamtoonni sagantaa tokkoof ibsa dhibbaan lakkaa'aman dubbisu. Kanneen isaan yaadatan kanneen waan ifa ta'een jalqaban: yeroo tokko, rakkoo argitan, yookiin pirojektii hojjettan. \"Yeroo hunda fayyaa hawaasaaf jaalala qaba ture\" jechuu mannaa, waaree booda kutaa eegumsaa kiliinikii baadiyyaa tokkoo keessatti dhukkubsattoota lakkaa'aa dabarsitan barreessaa.",
        "Achiis seenaa keessan isa darbe sagantichaan, sagantichas egeree keessan waliin walitti hidhaa. Koorsiiwwan yookiin barsiisota isinii barbaachisan maqaan eeraa, yeroo Itoophiyaatti deebitan maal akka hojjettan himaa. Keessumaa gamaaggamtoonni Chevening fi Mastercard Foundation karoora biyyaaf deebisanii kennuu amanamaa ta'e barbaadu.",
        "Dhugaa fi gabaabaa godhaa. Daangaa jechootaa hin darbinaa, hima ibsa nama kamiyyuu keessatti argamuu danda'u hunda kutaa, namoota lama sagalee ol kaasanii akka isiniif dubbisan gaafadhaa. Jechoota ofii keessanii dhaga'uun karaa saffisaa hima isin hin fakkaanne argachuuti.",
      ]),
    },
  },
};
