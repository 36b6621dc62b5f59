# Runs the example sessions of a Markdown document through the real engine.
#
# An example is a fenced block opened with ```etp.  Its lines that start with
# "> " are sent to the engine (without the "> "); every other line is what the
# engine must answer.  Each block gets a fresh `ENGINE --seed 1`, and its
# answers are compared line by line, trailing spaces aside (Markdown editors
# drop them; the answers' exact bytes are tests/test_protocol.c's business).
#
# Usage: cmake -DENGINE=ecarte-engine -DDOC=PROTOCOL.md -DWORK=dir -P run_examples.cmake

file(READ "${DOC}" text)
get_filename_component(doc_name "${DOC}" NAME)
set(in_block FALSE)
set(blocks 0)
set(line_number 0)

function(check_block number first_line input expected)
    set(input_file "${WORK}/${doc_name}.example-${number}.etp")
    file(WRITE "${input_file}" "${input}")
    execute_process(
        COMMAND ${ENGINE} --seed 1
        INPUT_FILE "${input_file}"
        OUTPUT_VARIABLE output
        ERROR_VARIABLE errors
        RESULT_VARIABLE status
        TIMEOUT 60)
    if(NOT status EQUAL 0)
        message(SEND_ERROR "${doc_name}:${first_line}: the engine exited with '${status}': ${errors}")
        return()
    endif()
    string(REGEX REPLACE "[ \t]+\n" "\n" output "${output}")
    string(REGEX REPLACE "[ \t]+\n" "\n" expected "${expected}")
    string(STRIP "${output}" output)
    string(STRIP "${expected}" expected)
    if(NOT output STREQUAL expected)
        set(actual_file "${WORK}/${doc_name}.example-${number}.actual")
        file(WRITE "${actual_file}" "${output}\n")
        message(SEND_ERROR "${doc_name}:${first_line}: the example's answers differ from the engine's; "
            "the engine answered what is in ${actual_file}")
    endif()
endfunction()

while(NOT text STREQUAL "")
    string(FIND "${text}" "\n" newline)
    if(newline EQUAL -1)
        set(line "${text}")
        set(text "")
    else()
        string(SUBSTRING "${text}" 0 ${newline} line)
        math(EXPR after "${newline} + 1")
        string(SUBSTRING "${text}" ${after} -1 text)
    endif()
    math(EXPR line_number "${line_number} + 1")

    if(NOT in_block)
        if(line STREQUAL "```etp")
            set(in_block TRUE)
            set(block_line ${line_number})
            set(input "")
            set(expected "")
        endif()
    elseif(line STREQUAL "```")
        set(in_block FALSE)
        math(EXPR blocks "${blocks} + 1")
        if(input STREQUAL "")
            message(SEND_ERROR "${doc_name}:${block_line}: an example sends nothing")
        endif()
        check_block(${blocks} ${block_line} "${input}" "${expected}")
    else()
        string(FIND "${line}" "> " prompt)
        if(prompt EQUAL 0)
            string(SUBSTRING "${line}" 2 -1 command)
            string(APPEND input "${command}\n")
        else()
            string(APPEND expected "${line}\n")
        endif()
    endif()
endwhile()

if(in_block)
    message(FATAL_ERROR "${doc_name}:${block_line}: an example block is never closed")
endif()
if(blocks EQUAL 0)
    message(FATAL_ERROR "${doc_name} has no ```etp examples to check")
endif()
message(STATUS "${doc_name}: ${blocks} examples run")
