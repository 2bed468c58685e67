/**
 * The pastoral situations the offline responder recognises and the grounding step retrieves verses
 * for (DESIGN.md section 5). Each has word patterns, verses (OSIS, checked against the corpus by
 * situations.test.ts), short reflections and closing prayers. The wording follows the pastoral
 * instruction text: warm, grounded in Scripture, the Holy Spirit as Comforter and Helper, prayer
 * offered with expectancy, and nothing beyond what the Bible says.
 */

export interface Situation {
  id: string;
  /** Short name, recorded as the user's topic. */
  label: string;
  patterns: RegExp[];
  /** OSIS references, the most fitting first. */
  verses: string[];
  reflections: string[];
  prayers: string[];
}

const w = (...words: string[]) => new RegExp(`\\b(?:${words.join('|')})\\b`, 'i');

export const SITUATIONS: Situation[] = [
  {
    id: 'anxiety',
    label: 'anxiety',
    patterns: [w('anxious', 'anxiety', 'worr(?:y|ied|ies|ying)', 'panic(?:king)?', 'stress(?:ed)?', 'nervous', 'overthinking', "can't stop thinking", 'uneasy', 'restless')],
    verses: ['Phil.4.6-Phil.4.7', '1Pet.5.7', 'Matt.6.34', 'Isa.41.10', 'Ps.94.19'],
    reflections: [
      'Worry tells us that everything depends on us. Scripture tells us something better: that we may bring every burden to a Father who cares, and that His peace can stand guard over a troubled heart.',
      'Anxiety does not mean your faith has failed. Jesus met anxious people with tenderness, and He invites you to hand Him tomorrow, one prayer at a time.',
    ],
    prayers: [
      'Lord, I give You what I cannot carry. Let Your peace, which passes understanding, guard my heart and mind in Christ Jesus. Holy Spirit, be my Comforter today. Amen.',
      'Father, You hold tomorrow. Quiet my racing thoughts, breathe Your peace into me by Your Spirit, and help me trust You for this one day. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'grief',
    label: 'grief',
    patterns: [w('grie(?:f|ving|ve)', 'mourn(?:ing)?', 'passed away', 'lost my', 'funeral', 'miss (?:him|her|them) so', 'bereave(?:d|ment)', 'widow(?:ed)?')],
    verses: ['Ps.34.18', 'Matt.5.4', 'Rev.21.4', 'John.11.25-John.11.26', '1Thess.4.13-1Thess.4.14'],
    reflections: [
      'Grief is the cost of love, and God does not rush you through it. Jesus Himself wept at the grave of His friend, and He draws near to the brokenhearted.',
      'Your tears are seen. The Christian hope does not deny the pain of loss, but it promises a day when God Himself will wipe away every tear.',
    ],
    prayers: [
      'Lord Jesus, You wept with those who wept. Sit with me in this sorrow, hold my heart together, and let the hope of the resurrection be my anchor. Amen.',
      'Father of all comfort, draw near to me in my loss. Comfort me by Your Holy Spirit, and carry me through each day until joy returns. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'fear',
    label: 'fear',
    patterns: [w('afraid', 'fear(?:ful)?', 'scared', 'terrified', 'frightened', 'dread')],
    verses: ['Isa.41.10', '2Tim.1.7', 'Ps.27.1', 'Ps.56.3', 'Josh.1.9'],
    reflections: [
      '“Fear not” is among the most repeated commands in Scripture, and it always comes with a reason: God is with you. Courage is not the absence of fear but trust in His presence.',
      'God has not given you a spirit of fear. The same Spirit who raised Christ from the dead lives in those who belong to Him, and He gives power, love and a sound mind.',
    ],
    prayers: [
      'Lord, You are my light and my salvation; whom shall I fear? When I am afraid, I will trust in You. Fill me with Your Spirit of power, love and a sound mind. Amen.',
      'Father, hold my hand as You promised. Drive out fear with Your perfect love, and give me courage for what is ahead. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'loneliness',
    label: 'loneliness',
    patterns: [w('lonely', 'loneliness', 'alone', 'isolated', 'no friends', 'nobody cares', 'no one cares', 'forgotten', 'left out')],
    verses: ['Deut.31.6', 'Ps.68.6', 'Matt.28.20', 'Ps.27.10', 'Heb.13.5'],
    reflections: [
      'Loneliness is real and painful, but it is not the whole truth about you. The Lord has promised never to leave you nor forsake you, and He sets the lonely in families, often through His church.',
      'Jesus knew what it was to be abandoned by friends. He understands, and He is closer than you can feel right now.',
    ],
    prayers: [
      'Lord, You promised never to leave me. Let me feel Your nearness today, and lead me to people who will walk with me in faith. Amen.',
      'Father, You set the lonely in families. Open a door to friendship and to a church family, and comfort me by Your Spirit until then. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'forgiveness',
    label: 'forgiveness',
    patterns: [w('forgive', 'forgiving', 'forgiveness', 'hurt me', 'betray(?:ed|al)', 'resent(?:ment)?', 'grudge', 'wronged')],
    verses: ['Eph.4.32', 'Col.3.13', 'Matt.6.14-Matt.6.15', 'Luke.6.37', 'Matt.18.21-Matt.18.22'],
    reflections: [
      'Forgiving is not pretending the wrong did not happen, and it is not always the same as trusting again. It is releasing the debt to God, who judges rightly, as He has released ours in Christ.',
      'Forgiveness is often a journey rather than a moment. You can begin it today by bringing your hurt honestly to God and asking Him for grace you do not yet feel.',
    ],
    prayers: [
      'Lord, You forgave me more than I could ever repay. Give me grace to forgive, heal the wound, and guard my heart from bitterness. Amen.',
      'Father, I bring You this hurt. I choose to release this debt into Your hands; by Your Spirit, make my heart free. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'guilt',
    label: 'guilt and shame',
    patterns: [w('guilt(?:y)?', 'shame(?:d)?', 'ashamed', 'regret', 'i sinned', 'my sins?', 'condemned', 'unworthy', 'failed god')],
    verses: ['1John.1.9', 'Rom.8.1', 'Ps.103.12', 'Isa.1.18', 'Ps.51.10'],
    reflections: [
      'Conviction leads us to Jesus; condemnation drives us away from Him. If you have confessed your sin, He is faithful and just to forgive, and there is now no condemnation for those who are in Christ.',
      'God does not keep your confessed sins on file. As far as the east is from the west, so far has He removed them. You may walk in that freedom today.',
    ],
    prayers: [
      'Lord, I confess my sin to You. Thank You that the blood of Jesus cleanses me. Create in me a clean heart and renew a right spirit within me. Amen.',
      'Father, lift this weight of shame. Help me receive Your forgiveness and walk in the freedom Christ bought for me. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'marriage',
    label: 'marriage',
    patterns: [w('marriage', 'married', 'husband', 'wife', 'spouse', 'divorce', 'separated', 'my partner', 'we argue', 'arguing')],
    verses: ['Eph.4.2-Eph.4.3', '1Cor.13.4-1Cor.13.7', 'Col.3.14', 'Eccl.4.12', 'Eph.5.25'],
    reflections: [
      'Marriage grows strong when both hearts are humble, patient and quick to forgive. A cord of three strands is not quickly broken: inviting God into the middle of your marriage changes its strength.',
      'Love as Scripture describes it is patient and kind, keeps no record of wrongs, and never gives up. Ask God to grow that love in you first, and consider seeking a pastor or Christian counsellor together.',
    ],
    prayers: [
      'Lord, You designed marriage. Bring healing and humility to our home; teach us to speak kindly, listen well and forgive quickly. Amen.',
      'Father, be the third strand in our marriage. Restore what is worn, renew our love by Your Spirit, and guide us to wise help. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'parenting',
    label: 'parenting',
    patterns: [w('my (?:son|daughter|kids?|children|child|teen(?:ager)?)', 'parent(?:ing|s)?', 'raising', 'toddler', 'prodigal')],
    verses: ['Prov.22.6', 'Deut.6.6-Deut.6.7', 'Eph.6.4', 'Isa.54.13', 'Luke.15.20'],
    reflections: [
      'Parenting is holy work and often humbling work. God is a Father too, patient with His children, and He gives wisdom generously to those who ask.',
      'You cannot control your child’s heart, but you can pray for it and love faithfully. The father in the parable kept watching the road, and ran when his son came home.',
    ],
    prayers: [
      'Father, You love my child even more than I do. Give me wisdom and patience, guard their heart, and draw them close to You. Amen.',
      'Lord, I place my children in Your hands. Teach me to train them in Your ways with gentleness, and let Your peace rule our home. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'addiction',
    label: 'addiction',
    patterns: [w('addict(?:ed|ion)?', 'drinking', 'alcohol', 'drugs', 'porn(?:ography)?', 'gambling', 'relapse(?:d)?', 'sober', 'sobriety', "can't quit", 'cant stop')],
    verses: ['1Cor.10.13', 'Gal.5.1', 'John.8.36', '2Cor.12.9', 'Rom.6.14'],
    reflections: [
      'Freedom in Christ is real, and it is usually walked out step by step, with others beside you. A relapse is not the end of the road; it is a reason to reach again for His grace and for help.',
      'Whom the Son sets free is free indeed. Jesus breaks chains, and He often does it through honest confession, accountability and the support of His people.',
    ],
    prayers: [
      'Lord Jesus, I cannot break this alone. Set me free, give me strength for today, and lead me to people who will walk this road with me. Amen.',
      'Father, Your grace is sufficient for me. Fill me with Your Spirit, show me the way of escape in every temptation, and make me whole. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'illness',
    label: 'illness',
    patterns: [w('sick', 'sickness', 'ill', 'illness', 'cancer', 'diagnos(?:is|ed)', 'surgery', 'hospital', 'chronic', 'pain', 'disease', 'doctor')],
    verses: ['Jas.5.14-Jas.5.15', 'Ps.41.3', 'Isa.53.5', 'Jer.30.17', '2Cor.4.16'],
    reflections: [
      'God cares for the whole person, body and soul. Scripture invites us to pray for healing with faith, to call the elders of the church to pray, and to receive good care from doctors too.',
      'Whatever the diagnosis, you are not alone in it. The Lord sustains the sick, and even when the body weakens, He renews the inner person day by day.',
    ],
    prayers: [
      'Lord, You are the God who heals. I ask You for healing, for wisdom for the doctors, and for Your peace in every appointment. Amen.',
      'Father, strengthen my body and my spirit. By the stripes of Jesus I ask for healing, and I trust You with each day. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'healing',
    label: 'healing',
    patterns: [w('heal(?:ing|ed)?', 'recover(?:y)?', 'restore(?:d)?', 'wounds?')],
    verses: ['Ps.147.3', 'Jer.17.14', 'Exod.15.26', 'Mal.4.2', '1Pet.2.24'],
    reflections: [
      'The Lord heals the brokenhearted and binds up their wounds. He is still the God who heals, in body, in memory and in heart.',
      'Healing can be sudden or slow, but it is always God’s kindness. Keep bringing your wounds to Him in faith, and let His people pray with you.',
    ],
    prayers: [
      'Heal me, O Lord, and I shall be healed. Touch the places that hurt, in body and soul, by Your Holy Spirit. Amen.',
      'Father, You bind up the brokenhearted. Pour Your healing into my life and let me rise with new strength. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'doubt',
    label: 'doubt',
    patterns: [w('doubt(?:s|ing)?', 'is god real', 'does god exist', 'not sure (?:i|if) believe', 'losing (?:my )?faith', 'questioning', 'silent', 'why would god')],
    verses: ['Mark.9.24', 'Jas.1.5-Jas.1.6', 'John.20.27-John.20.29', 'Jude.1.22', 'Heb.11.6'],
    reflections: [
      'Honest questions are welcome with God. Thomas doubted and Jesus met him with His wounds; a father cried, “Help thou mine unbelief,” and Jesus helped him.',
      'Doubt is not the opposite of faith; unbelief that refuses to seek is. Keep asking, keep reading, and ask God for wisdom. He gives it generously.',
    ],
    prayers: [
      'Lord, I believe; help my unbelief. Show Yourself to me in Your Word and by Your Spirit, and hold on to me when my grip is weak. Amen.',
      'Father, You welcome honest hearts. Meet me in my questions and lead me into the truth. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'purpose',
    label: 'purpose',
    patterns: [w('purpose', 'calling', 'meaning', 'what should i do with my life', 'direction', 'lost in life', 'gifts', 'destiny')],
    verses: ['Jer.29.11', 'Eph.2.10', 'Prov.3.5-Prov.3.6', 'Rom.8.28', 'Mic.6.8'],
    reflections: [
      'You are God’s workmanship, created in Christ Jesus for good works He prepared beforehand. Purpose is found first in knowing Him, and then in faithful steps of love where you are.',
      'God’s plans for His people are good. You may not see the whole road, but you can trust Him with the next step and acknowledge Him in all your ways.',
    ],
    prayers: [
      'Lord, I am Your workmanship. Show me the good works You prepared for me, and make me faithful in the small things today. Amen.',
      'Father, I trust You with my path. Direct my steps, open the right doors, and let my life bring You glory. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'gratitude',
    label: 'gratitude',
    patterns: [w('thank(?:s|ful| you)?', 'grateful', 'gratitude', 'blessed', 'praise god', 'answered (?:my )?prayer')],
    verses: ['1Thess.5.18', 'Ps.107.1', 'Ps.100.4', 'Jas.1.17', 'Col.3.17'],
    reflections: [
      'Thanksgiving turns our eyes to the Giver. Every good and perfect gift comes from above, and remembering His goodness strengthens faith for tomorrow.',
      'What a joy to give thanks together! Gratitude is worship, and it makes room for even more of His presence.',
    ],
    prayers: [
      'Father, thank You for Your goodness and for this blessing. Keep my heart grateful and let my life praise You. Amen.',
      'Lord, we enter Your gates with thanksgiving. May this gratitude grow into a life of praise. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'joy',
    label: 'joy',
    patterns: [w('joy(?:ful)?', 'happy', 'rejoic(?:e|ing)', 'celebrat(?:e|ing)', 'excited', 'good news', 'engaged', 'new baby', 'promotion')],
    verses: ['Phil.4.4', 'Neh.8.10', 'Ps.16.11', 'Rom.15.13', 'Ps.118.24'],
    reflections: [
      'Rejoice in the Lord always! Joy is a fruit of the Spirit and a gift to be shared; it is right to celebrate God’s kindness.',
      'The joy of the Lord is your strength. Enjoy this good gift, and let it lead you to worship the One who gave it.',
    ],
    prayers: [
      'Lord, thank You for this joy. Let it overflow in praise and in kindness to others. Amen.',
      'Father, You fill us with joy in Your presence. May this season draw me closer to You. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'salvation',
    label: 'salvation',
    patterns: [w('saved', 'salvation', 'born again', 'accept jesus', 'become a christian', 'eternal life', 'go to heaven', 'give my life to')],
    verses: ['John.3.16', 'Rom.10.9', 'Eph.2.8-Eph.2.9', 'Acts.2.38', 'Rom.6.23'],
    reflections: [
      'Salvation is a gift of grace, received by faith in Jesus Christ, who died for our sins and rose again. It is not earned by our works; it is trusted and received.',
      'God so loved the world that He gave His Son. Turning from sin and trusting Jesus as Lord is the beginning of new life, and the Holy Spirit is given to all who believe.',
    ],
    prayers: [
      'Lord Jesus, I believe You died for my sins and rose again. I turn from my sin and trust You as my Lord and Saviour. Fill me with Your Holy Spirit and make me new. Amen.',
      'Father, thank You for the gift of eternal life in Jesus. I receive it by faith today. Lead me to a church where I can grow. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'prayer',
    label: 'prayer',
    patterns: [w('pray(?:er|ing)?', 'how (?:do|should) i pray', 'unanswered', 'intercede', 'fasting')],
    verses: ['Matt.6.9-Matt.6.13', 'Rom.8.26', 'Jas.5.16', 'Jer.33.3', '1Thess.5.17'],
    reflections: [
      'Prayer is simply talking with your Father. Jesus gave us a pattern in the Lord’s Prayer, and the Holy Spirit helps us in our weakness when we do not know what to say.',
      'The prayer of a righteous person is powerful and effective. Pray honestly and expectantly, and keep praying; God hears.',
    ],
    prayers: [
      'Lord, teach me to pray. Holy Spirit, help me in my weakness and pray through me. Amen.',
      'Father, thank You that You hear me. Give me a heart that loves to be with You, and faith to pray with expectancy. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'temptation',
    label: 'temptation',
    patterns: [w('tempt(?:ed|ation)', 'lust', 'struggling with sin', 'keep falling', 'give in')],
    verses: ['1Cor.10.13', 'Jas.4.7', 'Heb.4.15-Heb.4.16', 'Gal.5.16', 'Matt.26.41'],
    reflections: [
      'Temptation is common to everyone, and Jesus Himself was tempted yet without sin. God always provides a way of escape, and walking in the Spirit changes what we desire.',
      'Submit to God, resist the devil, and he will flee. You do not fight alone: draw near to the throne of grace for help in the moment you need it.',
    ],
    prayers: [
      'Lord, lead me not into temptation but deliver me from evil. Show me the way of escape and strengthen me by Your Spirit. Amen.',
      'Father, I submit to You. Fill me with Your Spirit so that I walk in freedom, and give me friends who will help me stand. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'anger',
    label: 'anger',
    patterns: [w('angry', 'anger', 'furious', 'rage', 'mad at', 'frustrated', 'annoyed', 'bitter(?:ness)?')],
    verses: ['Eph.4.26-Eph.4.27', 'Jas.1.19-Jas.1.20', 'Prov.15.1', 'Ps.37.8', 'Col.3.8'],
    reflections: [
      'Anger itself is not always sin, but it quickly becomes a foothold if we nurse it. Be quick to listen, slow to speak and slow to anger, and bring the heat of it to God first.',
      'A soft answer turns away wrath. Before you respond, pause and pray; the Spirit can give you words that heal rather than wound.',
    ],
    prayers: [
      'Lord, calm the storm in me. Help me be slow to anger and quick to listen, and give me words that build up. Amen.',
      'Father, I bring You this anger. Do not let it take root as bitterness; fill me with Your peace. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'money',
    label: 'money and provision',
    patterns: [w('money', 'debt', 'bills?', 'rent', 'broke', 'financ(?:e|es|ial)', 'afford', 'poor', 'provision', 'pay')],
    verses: ['Phil.4.19', 'Matt.6.31-Matt.6.33', 'Heb.13.5', 'Prov.3.9-Prov.3.10', 'Ps.37.25'],
    reflections: [
      'Money troubles weigh heavily, and God knows what you need. Seek first His kingdom, take wise practical steps, and let His people help; He provides, often through one another.',
      'My God shall supply all your need according to His riches in glory. Bring your needs to Him specifically, and ask your church for help and counsel without shame.',
    ],
    prayers: [
      'Father, You know what I need. Provide for us, give me wisdom with what I have, and keep me free from fear. Amen.',
      'Lord, You are Jehovah Jireh, my provider. Open doors of provision and teach me to trust You. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'work',
    label: 'work',
    patterns: [w('job', 'work', 'boss', 'coworkers?', 'colleagues?', 'career', 'fired', 'laid off', 'unemployed', 'interview')],
    verses: ['Col.3.23-Col.3.24', 'Prov.16.3', 'Ps.90.17', 'Matt.11.28', 'Prov.3.5-Prov.3.6'],
    reflections: [
      'Your work matters to God. Whatever you do, do it heartily as to the Lord; He sees the faithful effort no one else notices.',
      'Commit your work to the Lord and your plans will be established. Whether you are seeking a job or struggling in one, He goes before you.',
    ],
    prayers: [
      'Lord, establish the work of my hands. Give me favour, wisdom and integrity, and let me serve You in my work. Amen.',
      'Father, I commit my work and my plans to You. Open the right door and give me peace while I wait. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'death',
    label: 'death',
    patterns: [w('death', 'dying', 'die', 'afraid to die', 'terminal', 'end of (?:my|his|her) life', 'heaven')],
    verses: ['John.14.1-John.14.3', 'Ps.23.4', '1Cor.15.55-1Cor.15.57', 'Phil.1.21', 'Rev.21.4'],
    reflections: [
      'For those who trust in Christ, death is not the end but a door. Jesus has gone to prepare a place, and He has taken the sting out of death by His resurrection.',
      'Even in the valley of the shadow of death, the Shepherd is with us. We can face death honestly because Christ has already defeated it.',
    ],
    prayers: [
      'Lord Jesus, You are the resurrection and the life. Give me peace in the face of death and the sure hope of being with You. Amen.',
      'Father, walk with us through this valley. Comfort us with the promise of Your house of many rooms. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'hope',
    label: 'hope',
    patterns: [w('hope(?:less)?', 'give up', 'giving up', 'no way out', 'discouraged', 'despair', 'future')],
    verses: ['Rom.15.13', 'Lam.3.22-Lam.3.23', 'Jer.29.11', 'Isa.40.31', 'Heb.6.19'],
    reflections: [
      'The Lord’s mercies are new every morning. Hope in Scripture is not wishful thinking but confidence in a faithful God, an anchor for the soul.',
      'When everything feels dark, hope is the Spirit’s gift. Those who wait on the Lord shall renew their strength.',
    ],
    prayers: [
      'God of hope, fill me with all joy and peace in believing, that I may abound in hope by the power of the Holy Spirit. Amen.',
      'Lord, Your mercies are new this morning. Lift my eyes to You and renew my strength. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'peace',
    label: 'peace',
    patterns: [w('peace', 'calm', 'quiet', 'overwhelm(?:ed|ing)?', 'chaos', 'turmoil')],
    verses: ['John.14.27', 'Isa.26.3', 'Ps.46.10', 'Col.3.15', 'Num.6.24-Num.6.26'],
    reflections: [
      'Jesus gives peace not as the world gives. His peace is not the absence of trouble but His presence in the middle of it.',
      'God keeps in perfect peace the mind that is stayed on Him. Be still for a moment and know that He is God.',
    ],
    prayers: [
      'Lord Jesus, You said, “My peace I give unto you.” I receive Your peace now. Quiet my heart. Amen.',
      'Father, keep my mind stayed on You. Let the peace of Christ rule in my heart today. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'strength',
    label: 'strength',
    patterns: [w('weak', 'strength', 'tired of fighting', 'can\'t go on', 'cant go on', 'worn out', 'struggling', 'hard time', 'difficult')],
    verses: ['Isa.40.29-Isa.40.31', 'Phil.4.13', '2Cor.12.9', 'Ps.46.1', 'Eph.6.10'],
    reflections: [
      'God gives power to the faint. His strength is made perfect in weakness, so your weakness is not a disqualification but a place for His grace.',
      'You can do all things through Christ who strengthens you; not all things at once, but the next thing, with His help.',
    ],
    prayers: [
      'Lord, I am weak, but You are strong. Renew my strength like the eagle’s and carry me through today. Amen.',
      'Father, Your grace is sufficient for me. Strengthen me with might by Your Spirit in my inner being. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'patience',
    label: 'patience and waiting',
    patterns: [w('patien(?:ce|t)', 'waiting', 'wait(?:ing)? on god', 'how long', 'taking so long', 'delay(?:ed)?')],
    verses: ['Ps.27.14', 'Isa.40.31', 'Gal.6.9', 'Rom.12.12', 'Jas.5.7-Jas.5.8'],
    reflections: [
      'Waiting is hard, but it is never wasted with God. He works in the waiting, shaping our hearts while He prepares the answer.',
      'Do not grow weary in doing good; in due season you will reap if you do not give up. Be patient in tribulation and constant in prayer.',
    ],
    prayers: [
      'Lord, teach me to wait on You with courage. Strengthen my heart while I wait. Amen.',
      'Father, Your timing is perfect. Give me patience and keep me faithful in prayer. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'love',
    label: 'love',
    patterns: [w('love', 'loved', 'unloved', 'relationship', 'dating', 'boyfriend', 'girlfriend', 'heartbroken', 'breakup', 'broke up')],
    verses: ['1Cor.13.4-1Cor.13.7', 'Rom.8.38-Rom.8.39', '1John.4.18-1John.4.19', 'Jer.31.3', 'John.15.13'],
    reflections: [
      'Nothing can separate you from the love of God that is in Christ Jesus. Every human love is meant to reflect that first love, and He loves you with an everlasting love.',
      'We love because He first loved us. Let His love heal what is broken, and let it shape how you love others.',
    ],
    prayers: [
      'Father, thank You that nothing can separate me from Your love. Heal my heart and teach me to love as You love. Amen.',
      'Lord, fill me with Your love, which is patient and kind, and guide my relationships by Your wisdom. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'faith',
    label: 'faith',
    patterns: [w('faith', 'believe', 'trust god', 'trusting god', 'grow (?:in|my) faith', 'closer to god', 'walk with god')],
    verses: ['Heb.11.1', 'Rom.10.17', 'Prov.3.5-Prov.3.6', 'Mark.11.22-Mark.11.24', 'Heb.12.2'],
    reflections: [
      'Faith comes by hearing, and hearing by the word of God. Time in Scripture, in prayer and with God’s people is how faith grows.',
      'Faith is the substance of things hoped for. Keep your eyes on Jesus, the author and finisher of your faith; He will complete what He began.',
    ],
    prayers: [
      'Lord, increase my faith. Speak to me through Your Word and teach me to trust You with all my heart. Amen.',
      'Father, draw me closer to You. Let my faith grow strong and steady, rooted in Christ. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'wisdom',
    label: 'wisdom',
    patterns: [w('wisdom', 'decision', 'decide', 'should i', 'guidance', 'confused', 'which way', 'advice', 'choice')],
    verses: ['Jas.1.5', 'Prov.3.5-Prov.3.6', 'Ps.32.8', 'Prov.11.14', 'Isa.30.21'],
    reflections: [
      'If any of you lacks wisdom, ask God, who gives generously. Bring the decision to Him in prayer, weigh it against Scripture, and seek counsel from mature believers.',
      'God promises to instruct and teach you in the way you should go. Often He guides through His Word, through peace in your heart and through wise counsel together.',
    ],
    prayers: [
      'Lord, I need wisdom. Show me the way I should go, and give me peace about the right choice. Amen.',
      'Father, direct my paths. Let Your Word be a lamp to my feet, and surround me with wise counsel. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'rest',
    label: 'rest',
    patterns: [w('tired', 'exhausted', 'rest', 'burn(?:ed|t)? out', 'burnout', 'sleep', 'insomnia', 'weary')],
    verses: ['Matt.11.28-Matt.11.30', 'Ps.23.1-Ps.23.3', 'Ps.4.8', 'Ps.127.2', 'Exod.33.14'],
    reflections: [
      'Jesus invites the weary to come to Him for rest. Rest is not laziness; it is trust, and even the Lord set apart a day to rest.',
      'He makes us lie down in green pastures and restores our souls. It is good and godly to stop, to sleep and to let Him carry what you cannot.',
    ],
    prayers: [
      'Lord Jesus, I come to You weary. Give me Your rest, restore my soul, and let me sleep in peace tonight. Amen.',
      'Father, Your presence goes with me and You give me rest. Lift this burden and refresh me by Your Spirit. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'depression',
    label: 'sadness and depression',
    patterns: [w('sad', 'sadness', 'depress(?:ed|ion)', 'down', 'empty', 'numb', 'crying', 'cry', 'broken')],
    verses: ['Ps.42.11', 'Ps.34.18', 'Ps.147.3', 'Isa.61.3', 'Matt.11.28'],
    reflections: [
      'The psalmists knew deep sadness and spoke honestly to God about it. Your sadness is not a sign that God has left you; He is near to the brokenhearted.',
      'It is right to bring your heaviness to God, and it is also wise to talk with someone you trust, a pastor or a counsellor or a doctor. God often heals through people.',
    ],
    prayers: [
      'Lord, my soul is downcast. Be near to me, lift the heaviness, and give me a garment of praise for the spirit of heaviness. Amen.',
      'Father, hold me in this sadness. Comfort me by Your Spirit and lead me to people who can help. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'church',
    label: 'church and community',
    patterns: [w('church', 'fellowship', 'congregation', 'pastor', 'small group', 'community', 'baptism', 'communion')],
    verses: ['Heb.10.24-Heb.10.25', 'Acts.2.42', '1Cor.12.27', 'Rom.12.4-Rom.12.5', 'Eccl.4.9-Eccl.4.10'],
    reflections: [
      'We are not meant to follow Jesus alone. The early church devoted itself to the apostles’ teaching, fellowship, breaking of bread and prayer, and we still need one another.',
      'You are a member of Christ’s body, with a part that no one else can play. Find a Bible-believing church where you can belong, serve and be encouraged.',
    ],
    prayers: [
      'Lord, lead me to a church family where Your Word is preached and Your Spirit is welcome, and help me love Your people well. Amen.',
      'Father, thank You for Your church. Knit me into the body of Christ and use me to encourage others. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'holy-spirit',
    label: 'the Holy Spirit',
    patterns: [w('holy spirit', 'holy ghost', 'spirit filled', 'spiritual gifts', 'speaking in tongues', 'tongues', 'anointing', 'revival')],
    verses: ['John.14.26', 'Acts.1.8', 'Gal.5.22-Gal.5.23', 'Rom.8.26', 'Luke.11.13'],
    reflections: [
      'The Holy Spirit is the Comforter and Helper Jesus promised. He teaches us, empowers us to witness, produces His fruit in us, and gives gifts for building up the church.',
      'Your heavenly Father gives the Holy Spirit to those who ask Him. Ask with expectancy, and let the fruit of the Spirit, love first of all, be the sign of His work.',
    ],
    prayers: [
      'Father, fill me afresh with Your Holy Spirit. Teach me, comfort me, and empower me to live and speak for Jesus. Amen.',
      'Holy Spirit, You are welcome in my life. Grow Your fruit in me and use me for the good of others. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'bible',
    label: 'reading the Bible',
    patterns: [w('bible', 'scripture', 'read the word', 'where (?:do|should) i start', 'devotion(?:al)?', 'verse')],
    verses: ['Ps.119.105', '2Tim.3.16-2Tim.3.17', 'Josh.1.8', 'Heb.4.12', 'Matt.4.4'],
    reflections: [
      'God’s Word is a lamp to our feet and a light to our path. A good place to begin is the Gospel of John, a chapter a day, asking the Spirit to teach you as you read.',
      'All Scripture is inspired by God and profitable for teaching and training. Reading a little each day, with a prayer before you start, changes us over time.',
    ],
    prayers: [
      'Lord, open my eyes to see wonderful things in Your Word. Give me hunger for it every day. Amen.',
      'Father, let Your Word dwell in me richly. Holy Spirit, teach me as I read. In Jesus’ name, amen.',
    ],
  },
  {
    id: 'jesus',
    label: 'knowing Jesus',
    patterns: [w('who is jesus', 'about jesus', 'jesus christ', 'the cross', 'resurrection', 'son of god', 'gospel')],
    verses: ['John.14.6', 'John.1.14', 'Phil.2.8-Phil.2.11', '1Cor.15.3-1Cor.15.4', 'Col.1.15-Col.1.17'],
    reflections: [
      'Jesus is the Word made flesh, fully God and fully man, who died for our sins and rose again on the third day. He is the way, the truth and the life.',
      'Everything in the Christian faith centres on Jesus: His life, His death on the cross for us, His resurrection, and His promise to return. To know Him is eternal life.',
    ],
    prayers: [
      'Lord Jesus, I want to know You more. Reveal Yourself to me through Your Word and by Your Spirit. Amen.',
      'Father, thank You for sending Jesus. Help me follow Him with my whole heart. In Jesus’ name, amen.',
    ],
  },
];

/** For messages that match no situation: encouragement and an open door. */
export const GENERAL: Situation = {
  id: 'general',
  label: 'encouragement',
  patterns: [],
  verses: ['Jer.29.11', 'Ps.46.1', 'Matt.11.28', 'Rom.8.28', 'Num.6.24-Num.6.26'],
  reflections: [
    'Whatever brought you here today, God knows you by name and cares about every part of your life. He is a refuge and strength, a very present help.',
    'You are welcome to share anything on your heart. Scripture is full of promises for every season, and the Lord is near to all who call on Him.',
  ],
  prayers: [
    'Lord, bless and keep my friend today. Make Your face shine upon them and give them peace. Amen.',
    'Father, meet this dear one right where they are. Guide, strengthen and encourage them by Your Spirit. In Jesus’ name, amen.',
  ],
};

/** The situations a message speaks of, the best match first. */
export function detectSituations(message: string): Situation[] {
  const scored = SITUATIONS.map((situation) => ({
    situation,
    score: situation.patterns.reduce((sum, pattern) => sum + (message.match(new RegExp(pattern.source, 'gi'))?.length ?? 0), 0),
  }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
  return scored.map((entry) => entry.situation);
}

/** The topics recorded for a message (SPEC.md section 3 chat_topics): up to 3 situation labels. */
export function topicsOf(message: string): string[] {
  return detectSituations(message)
    .slice(0, 3)
    .map((situation) => situation.label);
}
