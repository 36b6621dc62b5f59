# Every shipped catalogue holds every string the code has, none of them
# fuzzy or untranslated.  -DPO_DIR, -DSTRINGS (strings.h), -DEXPLAIN (the core's explain.c), -DWORK (a folder
# to write in), -DMSGFMT, -DXGETTEXT, -DMSGCMP.
execute_process(
    COMMAND ${XGETTEXT} --language=C --from-code=UTF-8 --keyword= --keyword=X:2 --keyword=XC:2c,3
        --keyword=XP:2,3 --keyword=N_ --keyword=NP_:1,2 --flag=X:2:no-c-format --flag=XC:3:no-c-format --flag=XP:2:no-c-format
        --flag=XP:3:no-c-format --flag=N_:1:no-c-format --flag=NP_:1:no-c-format
            --flag=NP_:2:no-c-format --package-name=ecarte --no-location --output=${WORK}/fresh.pot ${STRINGS}
    RESULT_VARIABLE result ERROR_VARIABLE error)
if(NOT result EQUAL 0)
    message(FATAL_ERROR "xgettext failed: ${error}")
endif()
foreach(lang mr sd)
    set(po ${PO_DIR}/${lang}.po)
    execute_process(COMMAND ${MSGFMT} --check --statistics --output-file=${WORK}/${lang}.mo ${po}
        RESULT_VARIABLE result ERROR_VARIABLE statistics)
    string(STRIP "${statistics}" statistics)
    if(NOT result EQUAL 0 OR NOT statistics MATCHES "^[0-9]+ translated messages\\.$")
        message(FATAL_ERROR "${lang}.po is not complete: ${statistics}")
    endif()
    execute_process(COMMAND ${MSGCMP} ${po} ${WORK}/fresh.pot RESULT_VARIABLE result ERROR_VARIABLE missing)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "${lang}.po lacks strings the code has (run the update-po target):\n${missing}")
    endif()
    message(STATUS "${lang}: ${statistics}")
endforeach()
